#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

// Wide-character ncurses calls are only declared with this defined.
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>
#include <locale.h>
#include <wchar.h>

// Swift 6 treats C globals as shared mutable state; read them through functions.
static inline int cn_cols(void) { return COLS; }
static inline int cn_lines(void) { return LINES; }
static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }

// Attribute macros expand to expressions Swift cannot import.
static inline attr_t cn_attr_bold(void) { return A_BOLD; }
static inline attr_t cn_attr_dim(void) { return A_DIM; }
static inline attr_t cn_attr_reverse(void) { return A_REVERSE; }
static inline attr_t cn_attr_underline(void) { return A_UNDERLINE; }

// newterm on the process's own stdout/stdin (C globals Swift 6 will not touch); unlike
// initscr it returns NULL instead of exiting when the terminal cannot be set up.
static inline SCREEN *cn_newterm(void) { return newterm(NULL, stdout, stdin); }

// One cell: a spacing character plus combining marks (NUL-terminated), attributes, colour pair.
static inline int cn_put_cell(int y, int x, const wchar_t *text, attr_t attrs, short pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attrs, pair, NULL) != OK) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}

// The next key without waiting: OK with a character, KEY_CODE_YES with a function key, or ERR.
static inline int cn_get_key(wint_t *key) { return wget_wch(stdscr, key); }

// The mouse: presses of button 1 and the wheel (buttons 4 and 5), reported at once (no
// click detection, so no wait). Returns whether the terminal can report any of them.
static inline int cn_mouse_on(void) {
    mouseinterval(0);
    return mousemask(BUTTON1_PRESSED | BUTTON4_PRESSED | BUTTON5_PRESSED, NULL) != 0;
}

// The mouse event behind KEY_MOUSE: 1 with its kind (0 a press of button 1, 1 wheel up,
// 2 wheel down) and cell, 0 for anything else.
static inline int cn_mouse_event(int *kind, int *y, int *x) {
    MEVENT event;
    if (getmouse(&event) != OK) return 0;
    if (event.bstate & BUTTON1_PRESSED) *kind = 0;
    else if (event.bstate & BUTTON4_PRESSED) *kind = 1;
    else if (event.bstate & BUTTON5_PRESSED) *kind = 2;
    else return 0;
    *y = event.y;
    *x = event.x;
    return 1;
}

#endif
