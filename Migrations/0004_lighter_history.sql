-- layoutstore schema 0004: less written per revision. Never edit this file once shipped.
--
-- A revision used to write its row, a row per parent (with an index no query used), and each
-- change twice: once in revision order and once more in the (project, entity) index. Now:
-- - the first parent is `revisions.first_parent_seq` alone; `revision_parents` keeps a
--   merge's second and later parents;
-- - `changes` is one B-tree, ordered by (project, entity, revision): an entity's history is
--   a range of it. A revision's changes in order are read from its verified body.

DROP INDEX revision_parents_by_parent;
DELETE FROM revision_parents WHERE position = 0;

CREATE TABLE changes_0004 (
    project_id TEXT NOT NULL REFERENCES projects(id),
    entity_id TEXT NOT NULL,
    revision_seq INTEGER NOT NULL REFERENCES revisions(seq),
    position INTEGER NOT NULL,                 -- order within the revision, from 0
    entity_kind TEXT NOT NULL CHECK (entity_kind IN ('project', 'view', 'guide', 'constraint')),
    field TEXT,                                -- NULL: the whole entity was created or deleted
    before TEXT,                               -- canonical JSON; NULL when there was nothing before
    after TEXT,                                -- canonical JSON; NULL when there is nothing after
    PRIMARY KEY (project_id, entity_id, revision_seq, position)
) WITHOUT ROWID;
INSERT INTO changes_0004 (project_id, entity_id, revision_seq, position, entity_kind, field, before, after)
SELECT project_id, entity_id, revision_seq, position, entity_kind, field, before, after FROM changes;
DROP TABLE changes;
ALTER TABLE changes_0004 RENAME TO changes;
