#ifndef ALERTLINT_CYAML_SHIM_H
#define ALERTLINT_CYAML_SHIM_H
#include <yaml.h>
#endif
