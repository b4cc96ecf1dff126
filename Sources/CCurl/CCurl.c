#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>

// libcurl's entry points, looked up once.
static struct {
    int (*global_init)(long);
    const char *(*version)(void);
    void *(*easy_init)(void);
    void (*easy_cleanup)(void *);
    int (*easy_setopt)(void *, int, ...);
    int (*easy_getinfo)(void *, int, ...);
    const char *(*easy_strerror)(int);
    void *(*slist_append)(void *, const char *);
    void (*slist_free_all)(void *);
    void *(*multi_init)(void);
    int (*multi_cleanup)(void *);
    int (*multi_setopt)(void *, int, ...);
    int (*multi_add_handle)(void *, void *);
    int (*multi_remove_handle)(void *, void *);
    int (*multi_perform)(void *, int *);
    int (*multi_poll)(void *, void *, unsigned, int, int *);
    int (*multi_wakeup)(void *);
    void *(*multi_info_read)(void *, int *);
} curl;

// CURLMsg's layout (curl/multi.h).
struct ccurl_message {
    int msg;
    void *easy_handle;
    union {
        void *whatever;
        int result;
    } data;
};

static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *load_error = NULL;

#define LOOK_UP(field, name)                                                                       \
    if (!(*(void **)&curl.field = dlsym(library, name))) {                                         \
        load_error = "libcurl.so.4 lacks " name " (libcurl 7.68 or later is needed)";               \
        return;                                                                                    \
    }

static void load(void) {
    // Lazily bound: its functions' addresses are looked up at their first call, not all at once.
    void *library = dlopen("libcurl.so.4", RTLD_LAZY | RTLD_LOCAL);
    if (!library) library = dlopen("libcurl.so", RTLD_LAZY | RTLD_LOCAL);
    if (!library) {
        load_error = "libcurl.so.4 is not installed";
        return;
    }
    LOOK_UP(global_init, "curl_global_init")
    LOOK_UP(version, "curl_version")
    LOOK_UP(easy_init, "curl_easy_init")
    LOOK_UP(easy_cleanup, "curl_easy_cleanup")
    LOOK_UP(easy_setopt, "curl_easy_setopt")
    LOOK_UP(easy_getinfo, "curl_easy_getinfo")
    LOOK_UP(easy_strerror, "curl_easy_strerror")
    LOOK_UP(slist_append, "curl_slist_append")
    LOOK_UP(slist_free_all, "curl_slist_free_all")
    LOOK_UP(multi_init, "curl_multi_init")
    LOOK_UP(multi_cleanup, "curl_multi_cleanup")
    LOOK_UP(multi_setopt, "curl_multi_setopt")
    LOOK_UP(multi_add_handle, "curl_multi_add_handle")
    LOOK_UP(multi_remove_handle, "curl_multi_remove_handle")
    LOOK_UP(multi_perform, "curl_multi_perform")
    LOOK_UP(multi_poll, "curl_multi_poll")
    LOOK_UP(multi_wakeup, "curl_multi_wakeup")
    LOOK_UP(multi_info_read, "curl_multi_info_read")
    // CURL_GLOBAL_ALL (SSL | WIN32); FoundationNetworking may have done it already, which is fine.
    if (curl.global_init(3) != 0) load_error = "curl_global_init failed";
}

int ccurl_load(void) {
    pthread_once(&once, load);
    return load_error ? -1 : 0;
}

const char *ccurl_load_error(void) { return load_error; }

// OpenSSL's OPENSSL_thread_stop, from the libcrypto libcurl loaded (NULL when libcurl uses another
// TLS library, or none is loaded).
static void (*openssl_thread_stop)(void) = NULL;
static pthread_once_t openssl_found = PTHREAD_ONCE_INIT;

static void find_openssl(void) {
    const char *names[] = {"libcrypto.so.3", "libcrypto.so.1.1"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        void *library = dlopen(names[i], RTLD_LAZY | RTLD_NOLOAD);
        if (!library) continue;
        *(void **)&openssl_thread_stop = dlsym(library, "OPENSSL_thread_stop");
        if (openssl_thread_stop) return;
    }
}

void ccurl_thread_stop(void) {
    pthread_once(&openssl_found, find_openssl);
    if (openssl_thread_stop) openssl_thread_stop();
}

const char *ccurl_version(void) { return curl.version(); }

void *ccurl_easy_init(void) { return curl.easy_init(); }
void ccurl_easy_cleanup(void *easy) { curl.easy_cleanup(easy); }
int ccurl_easy_setopt_long(void *easy, int option, long value) { return curl.easy_setopt(easy, option, value); }
int ccurl_easy_setopt_pointer(void *easy, int option, const void *value) {
    return curl.easy_setopt(easy, option, value);
}
int ccurl_easy_setopt_offset(void *easy, int option, int64_t value) {
    return curl.easy_setopt(easy, option, value);
}
int ccurl_easy_setopt_callback(void *easy, int option, ccurl_data_callback callback) {
    return curl.easy_setopt(easy, option, callback);
}
int ccurl_easy_getinfo_long(void *easy, int info, long *value) { return curl.easy_getinfo(easy, info, value); }
int ccurl_easy_getinfo_string(void *easy, int info, const char **value) {
    return curl.easy_getinfo(easy, info, value);
}
const char *ccurl_easy_strerror(int code) { return curl.easy_strerror(code); }

void *ccurl_slist_append(void *list, const char *string) { return curl.slist_append(list, string); }
void ccurl_slist_free_all(void *list) { curl.slist_free_all(list); }

void *ccurl_multi_init(void) { return curl.multi_init(); }
int ccurl_multi_cleanup(void *multi) { return curl.multi_cleanup(multi); }
int ccurl_multi_setopt_long(void *multi, int option, long value) { return curl.multi_setopt(multi, option, value); }
int ccurl_multi_add_handle(void *multi, void *easy) { return curl.multi_add_handle(multi, easy); }
int ccurl_multi_remove_handle(void *multi, void *easy) { return curl.multi_remove_handle(multi, easy); }
int ccurl_multi_perform(void *multi, int *running) { return curl.multi_perform(multi, running); }
int ccurl_multi_poll(void *multi, int timeout_ms) { return curl.multi_poll(multi, NULL, 0, timeout_ms, NULL); }
int ccurl_multi_wakeup(void *multi) { return curl.multi_wakeup(multi); }

int ccurl_multi_next_done(void *multi, void **easy, int *result) {
    int left = 0;
    struct ccurl_message *message;
    while ((message = curl.multi_info_read(multi, &left))) {
        if (message->msg == 1) { // CURLMSG_DONE
            *easy = message->easy_handle;
            *result = message->data.result;
            return 1;
        }
    }
    return 0;
}
