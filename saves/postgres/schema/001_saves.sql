-- A save is a row of its header and a row per answer, so that saving an
-- answer adds one row instead of rewriting the game.
CREATE TABLE haunt_saves (
    player  text        NOT NULL,               -- the player's key, as haunt serve names it
    name    text        NOT NULL,               -- the save's name
    header  text        NOT NULL,               -- the header, as JSON, as a save file holds it
    answers integer     NOT NULL,               -- how many answers the log holds
    digest  bytea       NOT NULL,               -- SHA-256 of those answers, to append without reading them
    updated timestamptz,                        -- the header's Updated, for listing newest first
    PRIMARY KEY (player, name)
);

CREATE TABLE haunt_answers (
    player text    NOT NULL,
    name   text    NOT NULL,
    n      integer NOT NULL,                    -- from 0, in the order of the log
    answer text    NOT NULL,                    -- the answer, as JSON, as a save file holds it
    PRIMARY KEY (player, name, n),
    FOREIGN KEY (player, name) REFERENCES haunt_saves (player, name) ON DELETE CASCADE
);

-- Which session may write a player's saves: the one holding the newest
-- token. A new session anywhere takes the token over; the old one's writes
-- then fail, and its server is told to close it.
CREATE TABLE haunt_holds (
    player text        PRIMARY KEY,
    server text        NOT NULL,
    token  bigint      NOT NULL,
    since  timestamptz NOT NULL
);
