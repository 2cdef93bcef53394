//! The models move ratings the right way; each store rates a game once, ranks only established
//! players, and gives names to their first player; two servers on one Redis rating the same
//! game at once apply it once.

use super::*;
use crate::local_redis::LocalRedis;
use crate::redis_store::RedisStore;
use crate::sqlite_store::SqliteStore;
use kingdomino_core::duel::{Duel, NoOptions, RuleSet};
use kingdomino_core::online::Identity;
use kingdomino_core::table::Record;

fn new_player() -> PlayerRecord {
    PlayerRecord::new("P", "TAG2")
}

#[test]
fn the_winner_gains_and_four_players_end_in_their_order() {
    let after = rated(&[new_player(), new_player()], &[1, 2]);
    assert!(
        after[0].rating > 1500.0 && after[1].rating < 1500.0,
        "{after:?}"
    );
    assert!((after[0].rating - 1500.0 - (1500.0 - after[1].rating)).abs() < 1e-6);
    assert!(after[0].deviation < model::STARTING_DEVIATION);
    let drawn = rated(&[new_player(), new_player()], &[1, 1]);
    assert!((drawn[0].rating - 1500.0).abs() < 1e-6, "{drawn:?}");
    let four = rated(
        &[new_player(), new_player(), new_player(), new_player()],
        &[3, 1, 4, 2],
    );
    let order: Vec<f64> = [1, 3, 0, 2].iter().map(|&at| four[at].rating).collect();
    assert!(order.windows(2).all(|pair| pair[0] > pair[1]), "{four:?}");
    assert!(
        four.iter()
            .all(|player| player.deviation < model::STARTING_DEVIATION)
    );
}

/// A Duel between `players` (the first won), under `key`.
fn game(key: &str, players: &[&Identity]) -> RatedGame {
    RatedGame {
        key: key.into(),
        game: GameKind::Duel,
        at: 1,
        seats: players
            .iter()
            .enumerate()
            .map(|(at, identity)| RatedSeat {
                player: Some(identity.id()),
                name: identity.name().into(),
                tag: identity.id().tag(),
                rank: at + 1,
                abandoned: false,
                before: 0,
                after: 0,
            })
            .collect(),
        record: ForGame::Duel(Record::<Duel>::new(&RuleSet::builtin(), NoOptions, 7)),
    }
}

#[test]
fn sqlite_rates_a_game_once_and_ranks_only_established_players() {
    let mut store = SqliteStore::open(std::path::Path::new(":memory:")).unwrap();
    let (ann, bob, cat) = (
        Identity::fresh("Ann").unwrap(),
        Identity::fresh("Bob").unwrap(),
        Identity::fresh("Cat").unwrap(),
    );
    let first = store.rate(&game("R-0", &[&ann, &bob])).unwrap().unwrap();
    assert!(first[0].after > 1500 && first[1].after < 1500 && first[0].provisional);
    assert_eq!(
        store.rate(&game("R-0", &[&ann, &bob])),
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
            .rate(&game(&format!("R-{number}"), &[&ann, &bob]))
            .unwrap()
            .unwrap();
    }
    store.rate(&game("C-1", &[&cat, &bob])).unwrap().unwrap();
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
        store.claim_name("Ann", &ann.id().tag(), &ann.id()),
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
    assert_eq!(store.claim_name("Ann", &tag, &ann.id()), Ok(NameClaim::New));
    assert_eq!(
        store.claim_name("ann", &tag, &ann.id()),
        Ok(NameClaim::Theirs)
    );
    assert_eq!(
        store.claim_name("Annie", &tag, &ann.id()),
        Ok(NameClaim::Theirs),
        "renamed, not new"
    );
    let other = Identity::fresh("Zed").unwrap().id();
    assert_eq!(store.claim_name("Ann", &tag, &other), Ok(NameClaim::Taken));
}

#[test]
fn two_servers_on_one_redis_rating_the_same_game_apply_it_once() {
    let redis = LocalRedis::start().unwrap();
    let (ann, bob) = (
        Identity::fresh("Ann").unwrap(),
        Identity::fresh("Bob").unwrap(),
    );
    for round in 0..5 {
        let rated = game(&format!("SAME-{round}"), &[&ann, &bob]);
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
            .rate(&game(&format!("SAME-{number}"), &[&ann, &bob]))
            .unwrap()
            .unwrap();
    }
    let board = store.leaderboard(GameKind::Duel, None, false).unwrap();
    let names: Vec<&str> = board.rows.iter().map(|row| row.name.as_str()).collect();
    assert_eq!(names, ["Ann", "Bob"]);
    assert_eq!(
        store.claim_name("Ann", &ann.id().tag(), &ann.id()),
        Ok(NameClaim::New)
    );
    assert_eq!(
        store.claim_name("Ann", &ann.id().tag(), &bob.id()),
        Ok(NameClaim::Taken)
    );
    let page = store.player_page("Ann", &ann.id().tag()).unwrap().unwrap();
    assert_eq!(page.games.len(), 10);
}
