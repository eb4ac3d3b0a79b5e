-- layoutstore schema 0013: tokens that expire. Never edit this file once shipped.
--
-- `layoutstore token create --expires 90d` makes a token the server refuses after a time, so a
-- token handed to a contractor or a CI job need not be remembered and revoked. NULL: the token
-- never expires (every token made before this migration).

ALTER TABLE tokens ADD COLUMN expires_ms INTEGER;   -- ms since 1970, UTC; the server refuses the token from then on
