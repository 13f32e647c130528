"""The progress database's schema: numbered migrations, for SQLite and PostgreSQL."""

from .dialects import POSTGRESQL, SQLITE, Conn, Dialect
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
    "POSTGRESQL",
    "SQLITE",
    "Conn",
    "Dialect",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "ForeignDatabaseError",
    "NewerSchemaError",
    "SchemaError",
    "check_usable",
    "migrate",
    "user_version",
]
