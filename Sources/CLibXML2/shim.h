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

#endif
