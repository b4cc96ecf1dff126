// libcurl for Foundation's URLSession, loaded when URLSession first calls it rather than at exec.
//
// The static ghtui links FoundationNetworking whole (GitHubKit's API speaks URLRequest), and with
// it `-lcurl`: libcurl and its 30 libraries were loaded and relocated at every start, about 5 ms,
// though ghtui's own transport loads libcurl itself (CCurl, dlopen) and URLSession runs only with
// GHTUI_TRANSPORT=urlsession. This target defines each libcurl function FoundationNetworking
// calls; each looks up the real one in libcurl.so.4 at its first call. With them defined here,
// the linker needs nothing from libcurl, and link/libcurl.so (ahead on ghtui's library path)
// makes `-lcurl` as-needed, so the binary does not name libcurl at all. Should a future
// FoundationNetworking call a function missing here, the link takes it from libcurl as before.
//
// Only ghtui links this target: a program linking libcurl itself must not get these definitions.
// The three variadic functions pass their one argument on as a pointer-sized word: every option
// and info argument is a long, a pointer, a curl_off_t or a function pointer, all passed alike on
// the 64-bit Linux ABIs.
#include "CCurlLazy.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

enum {
    CURL_EASY_CLEANUP,
    CURL_EASY_GETINFO,
    CURL_EASY_INIT,
    CURL_EASY_PAUSE,
    CURL_EASY_SETOPT,
    CURL_EASY_STRERROR,
    CURL_FREE,
    CURL_GLOBAL_INIT,
    CURL_MULTI_ADD_HANDLE,
    CURL_MULTI_ASSIGN,
    CURL_MULTI_CLEANUP,
    CURL_MULTI_INFO_READ,
    CURL_MULTI_INIT,
    CURL_MULTI_REMOVE_HANDLE,
    CURL_MULTI_SETOPT,
    CURL_MULTI_SOCKET_ACTION,
    CURL_SLIST_APPEND,
    CURL_SLIST_FREE_ALL,
    CURL_URL,
    CURL_URL_GET,
    CURL_URL_SET,
    CURL_VERSION,
    CURL_VERSION_INFO,
    FUNCTION_COUNT
};

static const char *const names[FUNCTION_COUNT] = {
    [CURL_EASY_CLEANUP] = "curl_easy_cleanup",
    [CURL_EASY_GETINFO] = "curl_easy_getinfo",
    [CURL_EASY_INIT] = "curl_easy_init",
    [CURL_EASY_PAUSE] = "curl_easy_pause",
    [CURL_EASY_SETOPT] = "curl_easy_setopt",
    [CURL_EASY_STRERROR] = "curl_easy_strerror",
    [CURL_FREE] = "curl_free",
    [CURL_GLOBAL_INIT] = "curl_global_init",
    [CURL_MULTI_ADD_HANDLE] = "curl_multi_add_handle",
    [CURL_MULTI_ASSIGN] = "curl_multi_assign",
    [CURL_MULTI_CLEANUP] = "curl_multi_cleanup",
    [CURL_MULTI_INFO_READ] = "curl_multi_info_read",
    [CURL_MULTI_INIT] = "curl_multi_init",
    [CURL_MULTI_REMOVE_HANDLE] = "curl_multi_remove_handle",
    [CURL_MULTI_SETOPT] = "curl_multi_setopt",
    [CURL_MULTI_SOCKET_ACTION] = "curl_multi_socket_action",
    [CURL_SLIST_APPEND] = "curl_slist_append",
    [CURL_SLIST_FREE_ALL] = "curl_slist_free_all",
    [CURL_URL] = "curl_url",
    [CURL_URL_GET] = "curl_url_get",
    [CURL_URL_SET] = "curl_url_set",
    [CURL_VERSION] = "curl_version",
    [CURL_VERSION_INFO] = "curl_version_info",
};

static void *functions[FUNCTION_COUNT];
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded = 0;

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_LAZY | RTLD_LOCAL);
    if (!library) return;
    for (int i = 0; i < FUNCTION_COUNT; i++) {
        if (!(functions[i] = dlsym(library, names[i]))) return;
    }
    loaded = 1;
}

static int available(void) {
    pthread_once(&once, load);
    return loaded;
}

// The real function, or the end of the process: URLSession cannot go on without libcurl.
static void *real(int index) {
    if (!available()) {
        fprintf(stderr, "ghtui: URLSession needs libcurl.so.4 (with %s), which could not be loaded\n",
                names[index]);
        abort();
    }
    return functions[index];
}

void curl_easy_cleanup(void *easy) {
    ((void (*)(void *))real(CURL_EASY_CLEANUP))(easy);
}

void *curl_easy_init(void) {
    return ((void *(*)(void))real(CURL_EASY_INIT))();
}

int curl_easy_pause(void *easy, int bitmask) {
    return ((int (*)(void *, int))real(CURL_EASY_PAUSE))(easy, bitmask);
}

const char *curl_easy_strerror(int code) {
    return ((const char *(*)(int))real(CURL_EASY_STRERROR))(code);
}

void curl_free(void *pointer) {
    ((void (*)(void *))real(CURL_FREE))(pointer);
}

int curl_global_init(long flags) {
    return ((int (*)(long))real(CURL_GLOBAL_INIT))(flags);
}

int curl_multi_add_handle(void *multi, void *easy) {
    return ((int (*)(void *, void *))real(CURL_MULTI_ADD_HANDLE))(multi, easy);
}

int curl_multi_assign(void *multi, int socket, void *pointer) {
    return ((int (*)(void *, int, void *))real(CURL_MULTI_ASSIGN))(multi, socket, pointer);
}

int curl_multi_cleanup(void *multi) {
    return ((int (*)(void *))real(CURL_MULTI_CLEANUP))(multi);
}

void *curl_multi_info_read(void *multi, int *left) {
    return ((void *(*)(void *, int *))real(CURL_MULTI_INFO_READ))(multi, left);
}

void *curl_multi_init(void) {
    return ((void *(*)(void))real(CURL_MULTI_INIT))();
}

int curl_multi_remove_handle(void *multi, void *easy) {
    return ((int (*)(void *, void *))real(CURL_MULTI_REMOVE_HANDLE))(multi, easy);
}

int curl_multi_socket_action(void *multi, int socket, int mask, int *running) {
    return ((int (*)(void *, int, int, int *))real(CURL_MULTI_SOCKET_ACTION))(multi, socket, mask,
                                                                            running);
}

void *curl_slist_append(void *list, const char *string) {
    return ((void *(*)(void *, const char *))real(CURL_SLIST_APPEND))(list, string);
}

void curl_slist_free_all(void *list) {
    ((void (*)(void *))real(CURL_SLIST_FREE_ALL))(list);
}

void *curl_url(void) {
    return ((void *(*)(void))real(CURL_URL))();
}

int curl_url_get(void *url, int part, char **value, unsigned int flags) {
    return ((int (*)(void *, int, char **, unsigned int))real(CURL_URL_GET))(url, part, value,
                                                                             flags);
}

int curl_url_set(void *url, int part, const char *value, unsigned int flags) {
    return ((int (*)(void *, int, const char *, unsigned int))real(CURL_URL_SET))(url, part, value,
                                                                                  flags);
}

char *curl_version(void) {
    return ((char *(*)(void))real(CURL_VERSION))();
}

void *curl_version_info(int age) {
    return ((void *(*)(int))real(CURL_VERSION_INFO))(age);
}

// A variadic function's one argument after `option`, passed on as a pointer-sized word.
#define FORWARD_ONE_ARGUMENT(name, index)                                                          \
    int name(void *handle, int option, ...) {                                                      \
        va_list arguments;                                                                         \
        va_start(arguments, option);                                                               \
        void *argument = va_arg(arguments, void *);                                                \
        va_end(arguments);                                                                         \
        return ((int (*)(void *, int, ...))real(index))(handle, option, argument);                 \
    }

FORWARD_ONE_ARGUMENT(curl_easy_getinfo, CURL_EASY_GETINFO)
FORWARD_ONE_ARGUMENT(curl_easy_setopt, CURL_EASY_SETOPT)
FORWARD_ONE_ARGUMENT(curl_multi_setopt, CURL_MULTI_SETOPT)
