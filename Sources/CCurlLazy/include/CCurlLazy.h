// CCurlLazy defines the libcurl functions Foundation's URLSession calls, for ghtui's link alone
// (see CCurlLazy.c); nothing in it is for Swift to call.
#ifndef CCURLLAZY_H
#define CCURLLAZY_H
#endif
