#ifndef CSQLITESETTINGS_H
#define CSQLITESETTINGS_H

/// Turns off SQLite's memory statistics for the whole process (sqlite3_config is variadic, so
/// Swift cannot call it). Without them, every allocation and free of SQLite's skips a global
/// mutex. Effective only before SQLite's first use in the process; returns SQLite's result code
/// (SQLITE_MISUSE when it was too late, which changes nothing else).
int layoutstore_sqlite_disable_memory_statistics(void);

#endif
