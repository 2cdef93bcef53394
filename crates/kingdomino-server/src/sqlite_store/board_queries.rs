//! The leaderboard's queries in the SQLite store, each answered by an index (the players by
//! rating, all of them or the established only), never by a scan and a sort of every player.

use kingdomino_core::online::ratings::{BOARD_ROWS, PROVISIONAL_GAMES};

/// A game's best players of at least `least_games` games (the game `?1`).
pub(super) fn board_query(least_games: u32) -> String {
    format!(
        "SELECT record FROM players WHERE game = ?1 AND games >= {least_games}
         ORDER BY rating DESC LIMIT {BOARD_ROWS}"
    )
}

/// How many established players of the game `?1` are rated above `?2`.
pub(super) fn place_query() -> String {
    format!(
        "SELECT COUNT(*) FROM players WHERE game = ?1
         AND games >= {PROVISIONAL_GAMES} AND rating > ?2"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sqlite_store::SqliteStore;

    /// How SQLite answers `query` (a game bound to `?1`, a rating to `?2`): its plan's lines.
    fn plan(store: &SqliteStore, query: &str) -> Vec<String> {
        let mut statement = (store.database)
            .prepare(&format!("EXPLAIN QUERY PLAN {query}"))
            .unwrap();
        let values: [&dyn rusqlite::ToSql; 2] = [&"duel", &1500.0];
        let bound = &values[..statement.parameter_count()];
        let lines = statement.query_map(bound, |row| row.get::<_, String>(3));
        lines.unwrap().collect::<Result<_, _>>().unwrap()
    }

    /// Every board a request may ask for, with the provisional players too, and a player's
    /// place, are read by an index: no scan of the players and no sort of them.
    #[test]
    fn every_board_and_a_player_s_place_are_read_by_an_index() {
        let store = SqliteStore::open(std::path::Path::new(":memory:")).unwrap();
        for least_games in [0, PROVISIONAL_GAMES] {
            let board = plan(&store, &board_query(least_games));
            assert!(
                board
                    .iter()
                    .all(|line| !line.starts_with("SCAN players") && !line.contains("TEMP B-TREE")),
                "games >= {least_games}: {board:?}"
            );
        }
        let place = plan(&store, &place_query());
        assert!(place.iter().all(|line| line.contains("USING")), "{place:?}");
    }

    /// A store in memory and its reader are one database: what one rates, the other reads.
    #[test]
    fn a_reader_of_a_store_in_memory_reads_what_the_store_wrote() {
        use crate::ratings::example_game as game;
        use kingdomino_core::games::GameKind;
        use kingdomino_core::online::Identity;
        let mut store = SqliteStore::open(std::path::Path::new(":memory:")).unwrap();
        let other = SqliteStore::open(std::path::Path::new(":memory:")).unwrap();
        let reader = store.reader().unwrap();
        let (ann, bob) = (
            Identity::fresh("Ann").unwrap(),
            Identity::fresh("Bob").unwrap(),
        );
        store.rate(&game("M-0", &[&ann, &bob], 0)).unwrap();
        let own = reader.own_row(GameKind::Duel, &ann.id()).unwrap();
        assert_eq!(own.map(|row| row.games), Some(1));
        assert_eq!(
            other.own_row(GameKind::Duel, &ann.id()),
            Ok(None),
            "another store"
        );
    }
}
