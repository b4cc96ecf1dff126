// libcurl, loaded at run time (dlopen of libcurl.so.4) for GitHubKit's CurlTransport: no
// headers or link-time dependency, so a plain `swift build` needs nothing beyond the toolchain,
// whose FoundationNetworking already uses the same library. The option and info numbers are
// libcurl's ABI (curl/curl.h, stable since 7.x); a wrapper per argument type stands in for
// curl_easy_setopt's variadic C signature, which Swift cannot call.
#ifndef CCURL_H
#define CCURL_H

#include <stddef.h>
#include <stdint.h>

/// Loads libcurl and initialises it once; 0 when it is ready, -1 when it cannot be had (then
/// `ccurl_load_error` says why).
int ccurl_load(void);
/// Why `ccurl_load` failed, or NULL.
const char *ccurl_load_error(void);
/// Frees the calling thread's state in the OpenSSL that libcurl uses (its random generators), as
/// the thread's end would; nothing when libcurl uses another TLS library. For a thread about to end
/// while the process exits: OpenSSL's exit handler forgets the state of threads still alive.
void ccurl_thread_stop(void);
/// libcurl's version string, e.g. "libcurl/7.88.1 OpenSSL/3.0.19 ... nghttp2/1.52.0".
const char *ccurl_version(void);

typedef size_t (*ccurl_data_callback)(char *data, size_t size, size_t count, void *context);

void *ccurl_easy_init(void);
void ccurl_easy_cleanup(void *easy);
int ccurl_easy_setopt_long(void *easy, int option, long value);
int ccurl_easy_setopt_pointer(void *easy, int option, const void *value);
int ccurl_easy_setopt_offset(void *easy, int option, int64_t value);
int ccurl_easy_setopt_callback(void *easy, int option, ccurl_data_callback callback);
int ccurl_easy_getinfo_long(void *easy, int info, long *value);
int ccurl_easy_getinfo_string(void *easy, int info, const char **value);
const char *ccurl_easy_strerror(int code);

void *ccurl_slist_append(void *list, const char *string);
void ccurl_slist_free_all(void *list);

void *ccurl_multi_init(void);
int ccurl_multi_cleanup(void *multi);
int ccurl_multi_setopt_long(void *multi, int option, long value);
int ccurl_multi_add_handle(void *multi, void *easy);
int ccurl_multi_remove_handle(void *multi, void *easy);
int ccurl_multi_perform(void *multi, int *running);
/// Waits up to `timeout_ms` for activity on the multi's sockets or a `ccurl_multi_wakeup`.
int ccurl_multi_poll(void *multi, int timeout_ms);
int ccurl_multi_wakeup(void *multi);
/// The next finished transfer: 1 with `*easy` and its result code, 0 when there is none.
int ccurl_multi_next_done(void *multi, void **easy, int *result);

#endif
