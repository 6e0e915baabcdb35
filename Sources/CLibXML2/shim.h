#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H

/* xmlversion.h first, so that the ICU switch can be turned off before any header that would pull
   in Debian's ICU: Foundation ships its own ICU module and the two definitions of UErrorCode clash. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

/* Swift 6 rejects the mutable global function pointer `xmlFree`; call it through a function. */
static inline void clibxml2_free(void *pointer) { xmlFree(pointer); }

/* libxml2 prints some errors through its per-thread "generic" handler, a variadic function pointer
   that Swift cannot create or hold; these helpers swap in a silent one and put the old one back. */
static void clibxml2_ignore_generic_error(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

typedef struct {
    xmlGenericErrorFunc function;
    void *context;
} clibxml2_generic_error_state;

static inline clibxml2_generic_error_state clibxml2_silence_generic_errors(void) {
    clibxml2_generic_error_state saved = { xmlGenericError, xmlGenericErrorContext };
    xmlSetGenericErrorFunc(NULL, clibxml2_ignore_generic_error);
    return saved;
}

static inline void clibxml2_restore_generic_errors(clibxml2_generic_error_state saved) {
    xmlSetGenericErrorFunc(saved.context, saved.function);
}

/* memrchr is a GNU extension that Swift's Glibc module does not show; the reader's searches
   backwards through its buffers use it, with a plain loop where the C library has none. */
#include <stddef.h>
#if defined(__GLIBC__)
extern void *memrchr(const void *s, int c, size_t n);
#endif
static inline const void *clibxml2_memrchr(const void *s, int c, size_t n) {
#if defined(__GLIBC__)
    return memrchr(s, c, n);
#else
    const unsigned char *p = (const unsigned char *)s + n;
    while (p != (const unsigned char *)s) {
        if (*--p == (unsigned char)c) return p;
    }
    return NULL;
#endif
}

#endif
