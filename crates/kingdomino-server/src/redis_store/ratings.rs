//! Ratings in the Redis store shared by several servers: a key per player and game (its record
//! as JSON), a sorted set per game of its established players by rating (the leaderboard),
//! each rated game under its key, and a hash of the names claimed. A game is rated in one
//! transaction watching its key and its players': a server that rated it first, or moved one
//! of its players meanwhile, makes the other read again, and find it rated.

use redis::Connection;

use super::RedisStore;
use crate::ratings::{
    MOST_NAMES, NameClaim, PlayerPage, PlayerRecord, RatedGame, changes_in, name_key, ranked_rows,
};
use kingdomino_core::games::GameKind;
use kingdomino_core::online::identity::{PlayerId, shown_player};
use kingdomino_core::online::ratings::{BOARD_ROWS, BoardRow, Leaderboard, RatingChange};

const PREFIX: &str = "kingdomino-duel:";

fn rated_key(key: &str) -> String {
    format!("{PREFIX}rated:{key}")
}

fn player_key(game: &str, id: &str) -> String {
    format!("{PREFIX}player:{game}:{id}")
}

fn board_key(game: &str) -> String {
    format!("{PREFIX}board:{game}")
}

/// Every player of the game, the provisional too, by rating.
fn everyone_key(game: &str) -> String {
    format!("{PREFIX}everyone:{game}")
}

const NAMES_KEY: &str = "kingdomino-duel:names";

/// The names one player claimed (kept since names were counted: older ones are not in it).
fn names_of_key(id: &str) -> String {
    format!("{PREFIX}names-of:{id}")
}
const KNOWN_KEY: &str = "kingdomino-duel:players";

fn read_record(connection: &mut Connection, key: &str) -> redis::RedisResult<Option<PlayerRecord>> {
    let text: Option<String> = redis::cmd("GET").arg(key).query(connection)?;
    Ok(text.and_then(|text| serde_json::from_str(&text).ok()))
}

impl RedisStore {
    /// Rates `game` unless a server rated it before (none then): each seat's change.
    pub fn rate(&mut self, game: &RatedGame) -> Result<Option<Vec<RatingChange>>, String> {
        let kind = game.game.name();
        let rated = rated_key(&game.key);
        let players: Vec<String> = game
            .seats
            .iter()
            .map(|seat| player_key(kind, seat.player.as_ref().map_or("", PlayerId::as_str)))
            .collect();
        let watched: Vec<String> = std::iter::once(rated.clone())
            .chain(players.clone())
            .collect();
        self.run("rating a game", |connection| {
            redis::transaction(connection, &watched, |connection, pipe| {
                let done: bool = redis::cmd("EXISTS").arg(&rated).query(connection)?;
                if done {
                    return Ok(Some(None));
                }
                let mut before = Vec::new();
                for (seat, key) in game.seats.iter().zip(&players) {
                    before.push(
                        read_record(connection, key)?
                            .unwrap_or_else(|| PlayerRecord::new(&seat.name, &seat.tag)),
                    );
                }
                let mut game = game.clone();
                let (after, changes) = game.apply(&before);
                let summary = serde_json::to_string(&game).expect("a game is plain data");
                pipe.cmd("SET").arg(&rated).arg(summary).ignore();
                for ((key, record), seat) in players.iter().zip(&after).zip(&game.seats) {
                    let text = serde_json::to_string(record).expect("a record is plain data");
                    pipe.cmd("SET").arg(key).arg(text).ignore();
                    let id = seat.player.as_ref().map_or("", PlayerId::as_str);
                    pipe.cmd("ZADD")
                        .arg(everyone_key(kind))
                        .arg(record.rating)
                        .arg(id)
                        .ignore();
                    if record.is_provisional() {
                        pipe.cmd("ZREM").arg(board_key(kind)).arg(id).ignore();
                    } else {
                        pipe.cmd("ZADD")
                            .arg(board_key(kind))
                            .arg(record.rating)
                            .arg(id)
                            .ignore();
                    }
                }
                let written: Option<()> = pipe.query(connection)?;
                Ok(written.map(|()| Some(changes)))
            })
        })
    }

    /// What the game kept under `key` changed, as its players were told.
    pub fn rated_changes(&mut self, key: &str) -> Result<Vec<RatingChange>, String> {
        let rated = rated_key(key);
        let summary = self.run("reading a rated game", |connection| {
            redis::cmd("GET")
                .arg(&rated)
                .query::<Option<String>>(connection)
        })?;
        Ok(changes_in(summary))
    }

    /// `id`'s record in `game`, if they were ever rated in it.
    pub fn player_record(
        &mut self,
        game: GameKind,
        id: &PlayerId,
    ) -> Result<Option<PlayerRecord>, String> {
        let key = player_key(game.name(), id.as_str());
        self.run("reading a player", |connection| {
            read_record(connection, &key)
        })
    }

    /// The game's best established players (and the provisional ones with `provisional`), and
    /// `own`'s line wherever they stand.
    pub fn leaderboard(
        &mut self,
        game: GameKind,
        own: Option<&PlayerId>,
        provisional: bool,
    ) -> Result<Leaderboard, String> {
        let kind = game.name();
        let board = if provisional {
            everyone_key(kind)
        } else {
            board_key(kind)
        };
        self.run("reading the leaderboard", |connection| {
            let ids: Vec<String> = redis::cmd("ZREVRANGE")
                .arg(&board)
                .arg(0)
                .arg(BOARD_ROWS - 1)
                .query(connection)?;
            let mut records = Vec::new();
            for id in ids {
                records.extend(read_record(connection, &player_key(kind, &id))?);
            }
            let rows = ranked_rows(&records);
            let own = match own {
                Some(id) => own_row(connection, kind, id.as_str())?,
                None => None,
            };
            Ok(Leaderboard { game, rows, own })
        })
    }

    /// `id`'s line on the game's board, wherever they stand.
    pub fn own_row(&mut self, game: GameKind, id: &PlayerId) -> Result<Option<BoardRow>, String> {
        self.run("reading a player's place", |connection| {
            own_row(connection, game.name(), id.as_str())
        })
    }

    /// The player of `name` and `tag`: their standings and last rated games.
    pub fn player_page(&mut self, name: &str, tag: &str) -> Result<Option<PlayerPage>, String> {
        let named = name_key(name, tag);
        self.run("reading a player", |connection| {
            let id: Option<String> = redis::cmd("HGET")
                .arg(NAMES_KEY)
                .arg(&named)
                .query(connection)?;
            let Some(id) = id else { return Ok(None) };
            let mut page = PlayerPage::default();
            for game in GameKind::ALL {
                let kind = game.name();
                let Some(record) = read_record(connection, &player_key(kind, &id))? else {
                    continue;
                };
                page.player = shown_player(&record.name, &record.tag);
                page.standings
                    .extend(own_row(connection, kind, &id)?.map(|row| (game, row)));
                for key in &record.recent {
                    let text: Option<String> =
                        redis::cmd("GET").arg(rated_key(key)).query(connection)?;
                    page.games
                        .extend(text.and_then(|text| serde_json::from_str(&text).ok()));
                }
            }
            page.games.sort_by_key(|game| std::cmp::Reverse(game.at));
            page.games.truncate(crate::ratings::RECENT_GAMES);
            Ok(Some(page))
        })
    }

    /// Claims `name#tag` for `id` if nobody holds it: `New` when no name of theirs was known
    /// (a new identity).
    pub fn claim_name(
        &mut self,
        name: &str,
        tag: &str,
        id: &PlayerId,
        newcomer: bool,
    ) -> Result<NameClaim, String> {
        let named = name_key(name, tag);
        self.run("claiming a name", |connection| {
            let holder = |connection: &mut Connection| -> redis::RedisResult<NameClaim> {
                let holder: Option<String> = redis::cmd("HGET")
                    .arg(NAMES_KEY)
                    .arg(&named)
                    .query(connection)?;
                Ok(match holder {
                    Some(holder) if holder == id.as_str() => NameClaim::Theirs,
                    Some(_) => NameClaim::Taken,
                    None => NameClaim::Unseen,
                })
            };
            let held = holder(connection)?;
            if held != NameClaim::Unseen {
                return Ok(held);
            }
            let known: bool = redis::cmd("SISMEMBER")
                .arg(KNOWN_KEY)
                .arg(id.as_str())
                .query(connection)?;
            if !known && !newcomer {
                return Ok(NameClaim::Unseen);
            }
            let own_names = names_of_key(id.as_str());
            let held: usize = redis::cmd("SCARD").arg(&own_names).query(connection)?;
            if held >= MOST_NAMES {
                return Ok(NameClaim::TooMany);
            }
            let fresh: bool = redis::cmd("HSETNX")
                .arg(NAMES_KEY)
                .arg(&named)
                .arg(id.as_str())
                .query(connection)?;
            if !fresh {
                // Another server claimed it a moment ago.
                return holder(connection);
            }
            let _: i64 = redis::cmd("SADD")
                .arg(&own_names)
                .arg(&named)
                .query(connection)?;
            let added: i64 = redis::cmd("SADD")
                .arg(KNOWN_KEY)
                .arg(id.as_str())
                .query(connection)?;
            Ok(if added == 1 {
                NameClaim::New
            } else {
                NameClaim::Theirs
            })
        })
    }
}

/// `id`'s line: ranked among the established when they are one.
fn own_row(
    connection: &mut Connection,
    kind: &str,
    id: &str,
) -> redis::RedisResult<Option<BoardRow>> {
    let Some(record) = read_record(connection, &player_key(kind, id))? else {
        return Ok(None);
    };
    let ahead: u32 = redis::cmd("ZCOUNT")
        .arg(board_key(kind))
        .arg(format!("({}", record.rating))
        .arg("+inf")
        .query(connection)?;
    Ok(Some(record.row(Some(ahead + 1))))
}

#[cfg(test)]
mod tests {
    //! Two servers on one Redis rating the same game at once apply it once.

    use super::*;
    use crate::local_redis::LocalRedis;
    use crate::ratings::example_game as game;
    use kingdomino_core::online::Identity;
    use kingdomino_core::online::ratings::PROVISIONAL_GAMES;

    #[test]
    fn two_servers_on_one_redis_rating_the_same_game_apply_it_once() {
        let redis = LocalRedis::start().unwrap();
        let (ann, bob) = (
            Identity::fresh("Ann").unwrap(),
            Identity::fresh("Bob").unwrap(),
        );
        for round in 0..5 {
            let rated = game(&format!("SAME-{round}"), &[&ann, &bob], round);
            let results: Vec<Option<Vec<RatingChange>>> = std::thread::scope(|scope| {
                let servers: Vec<_> = (0..2)
                    .map(|_| {
                        let mut store = RedisStore::open(&redis.url).unwrap();
                        let rated = rated.clone();
                        scope.spawn(move || store.rate(&rated).unwrap())
                    })
                    .collect();
                servers
                    .into_iter()
                    .map(|server| server.join().unwrap())
                    .collect()
            });
            assert_eq!(
                results.iter().flatten().count(),
                1,
                "round {round}: {results:?}"
            );
        }
        let mut store = RedisStore::open(&redis.url).unwrap();
        let everyone = store.leaderboard(GameKind::Duel, None, true).unwrap();
        let names: Vec<&str> = everyone.rows.iter().map(|row| row.name.as_str()).collect();
        assert_eq!(names, ["Ann", "Bob"], "the provisional players, asked for");
        assert!(everyone.rows.iter().all(|row| row.rank.is_none()));
        let own = store
            .leaderboard(GameKind::Duel, Some(&ann.id()), false)
            .unwrap()
            .own
            .unwrap();
        assert_eq!(own.games, 5, "each game counted once");
        for number in 5..PROVISIONAL_GAMES {
            store
                .rate(&game(
                    &format!("SAME-{number}"),
                    &[&ann, &bob],
                    u64::from(number),
                ))
                .unwrap()
                .unwrap();
        }
        let board = store.leaderboard(GameKind::Duel, None, false).unwrap();
        let names: Vec<&str> = board.rows.iter().map(|row| row.name.as_str()).collect();
        assert_eq!(names, ["Ann", "Bob"]);
        assert_eq!(
            store.claim_name("Ann", &ann.id().tag(), &ann.id(), true),
            Ok(NameClaim::New)
        );
        assert_eq!(
            store.claim_name("Ann", &ann.id().tag(), &bob.id(), true),
            Ok(NameClaim::Taken)
        );
        let page = store.player_page("Ann", &ann.id().tag()).unwrap().unwrap();
        assert_eq!(page.games.len(), 10);
    }
}
