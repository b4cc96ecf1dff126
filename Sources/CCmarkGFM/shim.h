#ifndef CCMARKGFM_SHIM_H
#define CCMARKGFM_SHIM_H

// cmark-gfm (GitHub's CommonMark parser) and its GFM extensions, from Debian's
// libcmark-gfm-dev and libcmark-gfm-extensions-dev.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm/houdini.h>
#include <stdlib.h>
#include <string.h>

// The extensions' node types are globals set when the extensions register; no installed
// header declares them. Swift 6 reads C globals through functions.
CMARK_GFM_EXTENSIONS_EXPORT extern cmark_node_type CMARK_NODE_TABLE;
CMARK_GFM_EXTENSIONS_EXPORT extern cmark_node_type CMARK_NODE_TABLE_ROW;
CMARK_GFM_EXTENSIONS_EXPORT extern cmark_node_type CMARK_NODE_TABLE_CELL;
CMARK_GFM_EXTENSIONS_EXPORT extern cmark_node_type CMARK_NODE_STRIKETHROUGH;

static inline cmark_node_type cmg_node_table(void) { return CMARK_NODE_TABLE; }
static inline cmark_node_type cmg_node_table_row(void) { return CMARK_NODE_TABLE_ROW; }
static inline cmark_node_type cmg_node_table_cell(void) { return CMARK_NODE_TABLE_CELL; }
static inline cmark_node_type cmg_node_strikethrough(void) { return CMARK_NODE_STRIKETHROUGH; }

// The option macros, as values Swift can import.
static inline int cmg_options(void) { return CMARK_OPT_VALIDATE_UTF8 | CMARK_OPT_UNSAFE; }

// Whether an item node is a task list item ("- [ ]" / "- [x]").
static inline int cmg_is_task_item(cmark_node *node) {
    const char *type = cmark_node_get_type_string(node);
    return type != NULL && strcmp(type, "tasklist") == 0;
}

// `text` with HTML entities decoded (cmark's own decoder), as a malloc'd NUL-terminated string
// the caller frees; NULL when out of memory.
static inline char *cmg_unescape_html(const char *text, size_t length) {
    cmark_mem *mem = cmark_get_default_mem_allocator();
    cmark_strbuf buffer;
    cmark_strbuf_init(mem, &buffer, 0);
    houdini_unescape_html_f(&buffer, (const uint8_t *)text, (bufsize_t)length);
    return (char *)cmark_strbuf_detach(&buffer);
}

#endif
