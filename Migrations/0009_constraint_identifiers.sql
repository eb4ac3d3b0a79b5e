-- layoutstore schema 0009: constraints found by identifier. Never edit this file once shipped.
--
-- `edit ID`, `remove ID`, `show ID` and `add --id` look a constraint up by its identifier; without
-- an index that read every constraint of the project (100,000 rows in a big one) to find one.
-- Partial: most constraints have no identifier, and those cost the index nothing (SQLite uses
-- it for `identifier = ?`, which implies IS NOT NULL).

CREATE INDEX constraints_by_identifier ON constraints(project_id, identifier) WHERE identifier IS NOT NULL;
