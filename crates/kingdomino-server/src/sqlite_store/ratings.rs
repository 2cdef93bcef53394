//! Ratings in the SQLite store: a row per player and game (its record as JSON, its rating in a
//! column of its own for the leaderboard's index), each rated game once by its key, and the
//! names claimed. A game is rated in one transaction that first claims its key.

use rusqlite::{Connection, OptionalExtension, params};

use super::SqliteStore;
use super::board_queries::{board_query, place_query};
use crate::ratings::{
    MOST_NAMES, NameClaim, PlayerPage, PlayerRecord, RatedGame, changes_in, name_key, ranked_rows,
};
use kingdomino_core::games::GameKind;
use kingdomino_core::online::identity::PlayerId;
use kingdomino_core::online::ratings::{BoardRow, Leaderboard, PROVISIONAL_GAMES, RatingChange};

pub fn make_tables(database: &Connection) -> rusqlite::Result<()> {
    database.execute_batch(&format!(
        "CREATE TABLE IF NOT EXISTS players (
             game TEXT NOT NULL,
             id TEXT NOT NULL,
             rating REAL NOT NULL,
             games INTEGER NOT NULL,
             record TEXT NOT NULL,
             PRIMARY KEY (game, id)
         );
         CREATE INDEX IF NOT EXISTS players_by_rating ON players (game, rating DESC)
             WHERE games >= {PROVISIONAL_GAMES};
         CREATE INDEX IF NOT EXISTS everyone_by_rating ON players (game, rating DESC);
         CREATE TABLE IF NOT EXISTS rated_games (key TEXT PRIMARY KEY, summary TEXT NOT NULL);
         CREATE TABLE IF NOT EXISTS names (name TEXT PRIMARY KEY, id TEXT NOT NULL);
         CREATE INDEX IF NOT EXISTS names_by_player ON names (id);
         CREATE TABLE IF NOT EXISTS player_keys (id TEXT PRIMARY KEY, key TEXT NOT NULL);"
    ))
}

pub(super) fn failed(what: &str) -> impl Fn(rusqlite::Error) -> String + '_ {
    move |error| format!("{what}: {error}")
}

impl SqliteStore {
    /// Rates `game` unless it was rated before (none then): each seat's change.
    pub fn rate(&mut self, game: &RatedGame) -> Result<Option<Vec<RatingChange>>, String> {
        let mut game = game.clone();
        let rating = failed("rating a game");
        let transaction = self.database.transaction().map_err(&rating)?;
        let text = serde_json::to_string(&game).expect("a game is plain data");
        let claimed = transaction
            .execute(
                "INSERT OR IGNORE INTO rated_games (key, summary) VALUES (?1, ?2)",
                params![game.key, text],
            )
            .map_err(&rating)?;
        if claimed == 0 {
            return Ok(None);
        }
        let kind = game.game.name();
        let mut before = Vec::new();
        for seat in &game.seats {
            let id = seat.player.as_ref().map_or("", PlayerId::as_str);
            before.push(
                read_record(&transaction, kind, id)?
                    .unwrap_or_else(|| PlayerRecord::new(&seat.name, &seat.tag)),
            );
        }
        let (after, changes) = game.apply(&before);
        for (seat, record) in game.seats.iter().zip(&after) {
            let id = seat.player.as_ref().map_or("", PlayerId::as_str);
            transaction
                .execute(
                    "INSERT INTO players (game, id, rating, games, record) VALUES (?1, ?2, ?3, ?4, ?5)
                     ON CONFLICT (game, id) DO UPDATE SET rating = excluded.rating,
                         games = excluded.games, record = excluded.record",
                    params![
                        kind,
                        id,
                        record.rating,
                        record.games,
                        serde_json::to_string(record).expect("a record is plain data")
                    ],
                )
                .map_err(&rating)?;
        }
        let text = serde_json::to_string(&game).expect("a game is plain data");
        transaction
            .execute(
                "UPDATE rated_games SET summary = ?2 WHERE key = ?1",
                params![game.key, text],
            )
            .map_err(&rating)?;
        transaction.commit().map_err(&rating)?;
        Ok(Some(changes))
    }

    /// What the game kept under `key` changed, as its players were told.
    pub fn rated_changes(&self, key: &str) -> Result<Vec<RatingChange>, String> {
        let summary = (self.database)
            .query_row(
                "SELECT summary FROM rated_games WHERE key = ?1",
                [key],
                |row| row.get(0),
            )
            .optional()
            .map_err(failed("reading a rated game"))?;
        Ok(changes_in(summary))
    }

    /// `id`'s record in `game`, if they were ever rated in it.
    pub fn player_record(
        &self,
        game: GameKind,
        id: &PlayerId,
    ) -> Result<Option<PlayerRecord>, String> {
        read_record(&self.database, game.name(), id.as_str())
    }

    /// The game's best established players (and the provisional ones with `provisional`), and
    /// `own`'s line wherever they stand.
    pub fn leaderboard(
        &self,
        game: GameKind,
        own: Option<&PlayerId>,
        provisional: bool,
    ) -> Result<Leaderboard, String> {
        let reading = failed("reading the leaderboard");
        let kind = game.name();
        let least_games = if provisional { 0 } else { PROVISIONAL_GAMES };
        let mut statement = self
            .database
            .prepare_cached(&board_query(least_games))
            .map_err(&reading)?;
        let texts: Vec<String> = statement
            .query_map(params![kind], |row| row.get(0))
            .and_then(Iterator::collect)
            .map_err(&reading)?;
        let records: Vec<PlayerRecord> = (texts.iter())
            .filter_map(|text| serde_json::from_str(text).ok())
            .collect();
        let rows = ranked_rows(&records);
        let own = match own {
            Some(id) => self.own_row(game, id)?,
            None => None,
        };
        Ok(Leaderboard { game, rows, own })
    }

    /// `id`'s line on the game's board, wherever they stand (by its key and the board's index).
    pub fn own_row(&self, game: GameKind, id: &PlayerId) -> Result<Option<BoardRow>, String> {
        let kind = game.name();
        let Some(record) = read_record(&self.database, kind, id.as_str())? else {
            return Ok(None);
        };
        let ahead: u32 = self
            .database
            .query_row(&place_query(), params![kind, record.rating], |row| {
                row.get(0)
            })
            .map_err(failed("reading a player's place"))?;
        Ok(Some(record.row(Some(ahead + 1))))
    }

    /// The player of `name` and `tag`: their standings and last rated games.
    pub fn player_page(&self, name: &str, tag: &str) -> Result<Option<PlayerPage>, String> {
        let reading = failed("reading a player");
        let id: Option<String> = self
            .database
            .query_row(
                "SELECT id FROM names WHERE name = ?1",
                params![name_key(name, tag)],
                |row| row.get(0),
            )
            .optional()
            .map_err(&reading)?;
        let Some(id) = id else { return Ok(None) };
        let mut page = PlayerPage::default();
        for game in GameKind::ALL {
            let Some(record) = read_record(&self.database, game.name(), &id)? else {
                continue;
            };
            page.player =
                kingdomino_core::online::identity::shown_player(&record.name, &record.tag);
            if let Some(id) = PlayerId::parse(&id) {
                page.standings
                    .extend(self.own_row(game, &id)?.map(|row| (game, row)));
            }
            for key in &record.recent {
                let text: Option<String> = self
                    .database
                    .query_row(
                        "SELECT summary FROM rated_games WHERE key = ?1",
                        params![key],
                        |row| row.get(0),
                    )
                    .optional()
                    .map_err(&reading)?;
                page.games
                    .extend(text.and_then(|text| serde_json::from_str(&text).ok()));
            }
        }
        page.games.sort_by_key(|game| std::cmp::Reverse(game.at));
        page.games.truncate(crate::ratings::RECENT_GAMES);
        Ok(Some(page))
    }

    /// Claims `name#tag` for `id` if nobody holds it: `New` when the store knew no name of
    /// theirs (a new identity), which is claimed only when `newcomer` allows it (else `Unseen`).
    pub fn claim_name(
        &self,
        name: &str,
        tag: &str,
        id: &PlayerId,
        newcomer: bool,
    ) -> Result<NameClaim, String> {
        let claiming = failed("claiming a name");
        let key = name_key(name, tag);
        let holder: Option<String> = self
            .database
            .query_row(
                "SELECT id FROM names WHERE name = ?1",
                params![key],
                |row| row.get(0),
            )
            .optional()
            .map_err(&claiming)?;
        if let Some(holder) = holder {
            return Ok(if holder == id.as_str() {
                NameClaim::Theirs
            } else {
                NameClaim::Taken
            });
        }
        let held: i64 = self
            .database
            .query_row(
                "SELECT COUNT(*) FROM names WHERE id = ?1",
                params![id.as_str()],
                |row| row.get(0),
            )
            .map_err(&claiming)?;
        let known = held > 0;
        if !known && !newcomer {
            return Ok(NameClaim::Unseen);
        }
        if held >= MOST_NAMES as i64 {
            return Ok(NameClaim::TooMany);
        }
        self.database
            .execute(
                "INSERT OR IGNORE INTO names (name, id) VALUES (?1, ?2)",
                params![key, id.as_str()],
            )
            .map_err(&claiming)?;
        Ok(if known {
            NameClaim::Theirs
        } else {
            NameClaim::New
        })
    }
}

fn read_record(
    database: &Connection,
    game: &str,
    id: &str,
) -> Result<Option<PlayerRecord>, String> {
    let text: Option<String> = database
        .query_row(
            "SELECT record FROM players WHERE game = ?1 AND id = ?2",
            params![game, id],
            |row| row.get(0),
        )
        .optional()
        .map_err(failed("reading a player"))?;
    text.map(|text| {
        serde_json::from_str(&text).map_err(|error| format!("player {id} is damaged: {error}"))
    })
    .transpose()
}

#[cfg(test)]
mod tests {
    //! Each game rated once, only established players ranked, names their first player's.

    use super::*;
    use crate::ratings::{RECENT_GAMES, example_game as game};
    use kingdomino_core::online::Identity;

    #[test]
    fn sqlite_rates_a_game_once_and_ranks_only_established_players() {
        let mut store = SqliteStore::open(std::path::Path::new(":memory:")).unwrap();
        let (ann, bob, cat) = (
            Identity::fresh("Ann").unwrap(),
            Identity::fresh("Bob").unwrap(),
            Identity::fresh("Cat").unwrap(),
        );
        let first = store.rate(&game("R-0", &[&ann, &bob], 0)).unwrap().unwrap();
        assert!(first[0].after > 1500 && first[1].after < 1500 && first[0].provisional);
        assert_eq!(
            store.rate(&game("R-0", &[&ann, &bob], 0)),
            Ok(None),
            "rated once"
        );
        assert!(
            store
                .leaderboard(GameKind::Duel, None, false)
                .unwrap()
                .rows
                .is_empty()
        );
        for number in 1..PROVISIONAL_GAMES {
            store
                .rate(&game(
                    &format!("R-{number}"),
                    &[&ann, &bob],
                    u64::from(number),
                ))
                .unwrap()
                .unwrap();
        }
        store
            .rate(&game("C-1", &[&cat, &bob], u64::from(PROVISIONAL_GAMES)))
            .unwrap()
            .unwrap();
        let board = store
            .leaderboard(GameKind::Duel, Some(&cat.id()), false)
            .unwrap();
        let ranked: Vec<(Option<u32>, &str, u32)> = (board.rows.iter())
            .map(|row| (row.rank, row.name.as_str(), row.games))
            .collect();
        assert_eq!(ranked, [(Some(1), "Ann", 10), (Some(2), "Bob", 11)]);
        assert!(board.rows[0].rating > 1500 && board.rows[1].rating < 1500);
        let own = board.own.unwrap();
        assert_eq!(
            (own.name.as_str(), own.rank, own.provisional),
            ("Cat", None, true)
        );
        let page = store.player_page("ann", &ann.id().tag()).unwrap();
        assert_eq!(page, None, "nobody claimed the name yet");
        assert_eq!(
            store.claim_name("Ann", &ann.id().tag(), &ann.id(), true),
            Ok(NameClaim::New)
        );
        let page = store.player_page("ANN", &ann.id().tag()).unwrap().unwrap();
        assert_eq!(page.games.len(), RECENT_GAMES.min(10));
        assert_eq!(page.standings[0].1.rank, Some(1));
    }

    #[test]
    fn a_name_with_its_tag_is_its_first_player_s() {
        let store = SqliteStore::open(std::path::Path::new(":memory:")).unwrap();
        let ann = Identity::fresh("Ann").unwrap();
        let tag = ann.id().tag();
        assert_eq!(
            store.claim_name("Ann", &tag, &ann.id(), false),
            Ok(NameClaim::Unseen),
            "a newcomer claims nothing until let in"
        );
        assert_eq!(
            store.claim_name("Ann", &tag, &ann.id(), true),
            Ok(NameClaim::New)
        );
        assert_eq!(
            store.claim_name("ann", &tag, &ann.id(), true),
            Ok(NameClaim::Theirs)
        );
        assert_eq!(
            store.claim_name("Annie", &tag, &ann.id(), true),
            Ok(NameClaim::Theirs),
            "renamed, not new"
        );
        let other = Identity::fresh("Zed").unwrap().id();
        assert_eq!(
            store.claim_name("Ann", &tag, &other, true),
            Ok(NameClaim::Taken)
        );
        // Names that only look alike are the one name: a Cyrillic А, full-width letters.
        for alike in ["\u{410}nn", "\u{FF21}\u{FF4E}\u{FF4E}", "ANN"] {
            assert_eq!(
                store.claim_name(alike, &tag, &other, true),
                Ok(NameClaim::Taken),
                "{alike}"
            );
        }
        assert_eq!(
            store.claim_name("Anna", &tag, &other, true),
            Ok(NameClaim::New),
            "another name"
        );
    }
}
