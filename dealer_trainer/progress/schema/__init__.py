"""The progress database's schema: numbered migrations, recorded in `PRAGMA user_version`."""

from .migrations import (
    MIGRATIONS,
    SCHEMA_VERSION,
    ForeignDatabaseError,
    NewerSchemaError,
    SchemaError,
    check_usable,
    migrate,
    user_version,
)

__all__ = [
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "ForeignDatabaseError",
    "NewerSchemaError",
    "SchemaError",
    "check_usable",
    "migrate",
    "user_version",
]
