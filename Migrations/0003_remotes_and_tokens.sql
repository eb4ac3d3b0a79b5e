-- layoutstore schema 0003: where to sync with, and who may sync with this store.
-- Never edit this file once shipped.

-- The other sides this store syncs with: another store file on this machine, or a
-- `layoutstore serve` URL. The token, if any, is what this store presents to that server.
CREATE TABLE remotes (
    name TEXT PRIMARY KEY NOT NULL,
    location TEXT NOT NULL,                    -- a file path, or an http:// URL
    token TEXT                                 -- bearer token for an HTTP remote, or NULL
) WITHOUT ROWID;

-- Bearer tokens that `layoutstore serve` accepts. Only the SHA-256 of a token is kept: the
-- token itself is printed once, when it is made.
CREATE TABLE tokens (
    hash TEXT PRIMARY KEY NOT NULL,            -- SHA-256 of the token, 64 lowercase hex digits
    project_id TEXT NOT NULL REFERENCES projects(id),
    read_only INTEGER NOT NULL,                -- 1: may pull, not push
    label TEXT NOT NULL,                       -- what the token is for, as `token list` shows it
    created_ms INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX tokens_by_project ON tokens(project_id);
