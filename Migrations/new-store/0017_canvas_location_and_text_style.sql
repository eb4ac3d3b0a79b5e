-- The schema of a new store, as the migrations up to the one this file is named after leave
-- it. Written by StorageTests (NewStoreSchemaTests) when a migration is added: not by hand.
CREATE TABLE store_info (
    key TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE snapshots (
    revision_seq INTEGER PRIMARY KEY REFERENCES revisions(seq),
    state BLOB NOT NULL                        -- the whole project, binary (Sources/Storage/Schema/SnapshotCoding.swift)
);

CREATE TABLE items (
    id TEXT PRIMARY KEY NOT NULL,
    project_id TEXT NOT NULL REFERENCES projects(id),
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('view', 'guide')),
    UNIQUE (project_id, name)
);

CREATE TABLE views (
    id TEXT PRIMARY KEY NOT NULL REFERENCES items(id) DEFERRABLE INITIALLY DEFERRED,
    project_id TEXT NOT NULL REFERENCES projects(id),
    parent_id TEXT REFERENCES views(id) DEFERRABLE INITIALLY DEFERRED,
    sibling_index INTEGER NOT NULL,
    kind TEXT NOT NULL,
    frame_x REAL NOT NULL,
    frame_y REAL NOT NULL,
    frame_width REAL NOT NULL,
    frame_height REAL NOT NULL,
    intrinsic_width REAL,
    intrinsic_height REAL,
    hugging_horizontal REAL NOT NULL,
    hugging_vertical REAL NOT NULL,
    compression_horizontal REAL NOT NULL,
    compression_vertical REAL NOT NULL,
    margin_top REAL NOT NULL,
    margin_left REAL NOT NULL,
    margin_bottom REAL NOT NULL,
    margin_right REAL NOT NULL,
    preserves_superview_layout_margins INTEGER NOT NULL,
    insets_layout_margins_from_safe_area INTEGER NOT NULL,
    semantic_content_attribute TEXT NOT NULL,
    first_baseline_from_top REAL,
    last_baseline_from_bottom REAL,
    hidden INTEGER NOT NULL
, stack TEXT, document_id TEXT, device_safe_area TEXT, alignment_insets TEXT, autoresizing_mask TEXT, text TEXT, titles TEXT, placeholder TEXT, font TEXT, number_of_lines TEXT, line_break_mode TEXT, image TEXT, segment_titles TEXT, variations TEXT, canvas_location TEXT, text_alignment TEXT, text_color TEXT);

CREATE INDEX views_by_project ON views(project_id);

CREATE INDEX views_by_parent ON views(parent_id);

CREATE TABLE guides (
    id TEXT PRIMARY KEY NOT NULL REFERENCES items(id) DEFERRABLE INITIALLY DEFERRED,
    project_id TEXT NOT NULL REFERENCES projects(id),
    owner_id TEXT NOT NULL REFERENCES views(id) DEFERRABLE INITIALLY DEFERRED
, document_id TEXT);

CREATE INDEX guides_by_project ON guides(project_id);

CREATE INDEX guides_by_owner ON guides(owner_id);

CREATE TABLE constraints (
    id TEXT PRIMARY KEY NOT NULL,
    project_id TEXT NOT NULL REFERENCES projects(id),
    identifier TEXT,
    first_item TEXT NOT NULL REFERENCES items(id) DEFERRABLE INITIALLY DEFERRED,
    first_guide TEXT,                          -- margins, safeArea, readable, or NULL
    first_attribute TEXT NOT NULL,
    relation TEXT NOT NULL,                    -- '<=', '==', '>='
    multiplier REAL NOT NULL,
    second_item TEXT REFERENCES items(id) DEFERRABLE INITIALLY DEFERRED,
    second_guide TEXT,
    second_attribute TEXT,
    constant REAL NOT NULL,
    priority REAL NOT NULL,
    placeholder INTEGER NOT NULL,
    active INTEGER NOT NULL
, document_id TEXT, standard_spacing INTEGER NOT NULL DEFAULT 0, source_location TEXT, variations TEXT);

CREATE INDEX constraints_by_project ON constraints(project_id);

CREATE INDEX constraints_by_first_item ON constraints(first_item);

CREATE INDEX constraints_by_second_item ON constraints(second_item);

CREATE TABLE remotes (
    name TEXT PRIMARY KEY NOT NULL,
    location TEXT NOT NULL,                    -- a file path, or an http:// URL
    token TEXT                                 -- bearer token for an HTTP remote, or NULL
) WITHOUT ROWID;

CREATE TABLE tokens (
    hash TEXT PRIMARY KEY NOT NULL,            -- SHA-256 of the token, 64 lowercase hex digits
    project_id TEXT NOT NULL REFERENCES projects(id),
    read_only INTEGER NOT NULL,                -- 1: may pull, not push
    label TEXT NOT NULL,                       -- what the token is for, as `token list` shows it
    created_ms INTEGER NOT NULL
, expires_ms INTEGER) WITHOUT ROWID;

CREATE INDEX tokens_by_project ON tokens(project_id);

CREATE INDEX constraints_by_identifier ON constraints(project_id, identifier) WHERE identifier IS NOT NULL;

CREATE TABLE "projects" (
    key INTEGER PRIMARY KEY,                   -- what the history tables call the project
    id TEXT NOT NULL UNIQUE,                   -- UUID, lowercase
    name TEXT NOT NULL UNIQUE,
    head_revision BLOB REFERENCES revisions(id) DEFERRABLE INITIALLY DEFERRED
);

CREATE TABLE "revisions" (
    seq INTEGER PRIMARY KEY,                   -- local order: a parent always has a smaller seq
    id BLOB NOT NULL UNIQUE,                   -- the SHA-256 of the canonical body, 32 bytes
    project INTEGER NOT NULL REFERENCES projects(key),
    generation INTEGER NOT NULL,               -- 0 for a root, else 1 + the largest parent generation
    depth INTEGER NOT NULL,                    -- number of first-parent steps back to the root
    first_parent_seq INTEGER REFERENCES revisions(seq),
    changes_since_snapshot INTEGER NOT NULL,   -- changes along the first-parent chain since the last snapshot
    snapshot_due INTEGER NOT NULL,             -- the changes_since_snapshot at which the next snapshot is taken
    author TEXT NOT NULL,                      -- who made it, when (ms since 1970, UTC) and why: as the body says
    time_ms INTEGER NOT NULL,
    message TEXT NOT NULL,
    body BLOB NOT NULL                         -- the canonical JSON, packed
);

CREATE TABLE "revision_parents" (
    revision_seq INTEGER NOT NULL REFERENCES revisions(seq),
    position INTEGER NOT NULL,                 -- 1 is the second parent
    parent_seq INTEGER NOT NULL REFERENCES revisions(seq),
    PRIMARY KEY (revision_seq, position)
) WITHOUT ROWID;

CREATE TABLE "changes" (
    project INTEGER NOT NULL REFERENCES projects(key),
    entity_id TEXT NOT NULL,
    revision_seq INTEGER NOT NULL REFERENCES revisions(seq),
    position INTEGER NOT NULL,                 -- the change's index in the body's `changes`
    PRIMARY KEY (project, entity_id, revision_seq, position)
) WITHOUT ROWID;

CREATE TABLE "pending_merges" (
    project_id TEXT PRIMARY KEY NOT NULL REFERENCES projects(id),
    theirs BLOB NOT NULL REFERENCES revisions(id),   -- the other side's head: the merge's second parent
    conflict_count INTEGER NOT NULL,
    saved_ms INTEGER NOT NULL,
    body BLOB NOT NULL
);

CREATE INDEX revisions_by_project ON revisions(project, seq, first_parent_seq);
