//! Finished games kept to watch again: each one a kept file of either game (`*.replay.ron`: the
//! rule set, the players' names and the engine's record) that replays to its final count. The last
//! [`REPLAYS_KEPT`] are kept in the data store.

use std::io;

use crate::player_files::data_store::{DataStore, date_time_name};

/// How a replay's file name ends.
pub const REPLAY_SUFFIX: &str = ".replay.ron";

/// How many replays the data store keeps; older ones are removed as new ones come.
pub const REPLAYS_KEPT: usize = 50;

/// The name a game finished at this moment is kept under (`game-2026-11-23-150501.replay.ron`).
pub fn replay_name(seconds_since_1970: u64) -> String {
    format!("game-{}{REPLAY_SUFFIX}", date_time_name(seconds_since_1970))
}

/// The replays in the data store, the newest first (a numbered twin after the one it is the
/// twin of: `game-D-2.replay.ron` is newer than `game-D.replay.ron`).
pub fn replay_names(store: &DataStore) -> io::Result<Vec<String>> {
    let mut names = store.names_ending(REPLAY_SUFFIX)?;
    names.sort_by(|a, b| {
        let stem = |name: &str| name.trim_end_matches(REPLAY_SUFFIX).to_string();
        stem(b).cmp(&stem(a))
    });
    Ok(names)
}

/// Keeps a finished game, as its kept file's text (of either game), as a replay under a name no
/// other replay has, and removes the oldest beyond [`REPLAYS_KEPT`]. Returns the replay's name.
pub fn keep_replay(
    store: &DataStore,
    kept_text: &str,
    seconds_since_1970: u64,
) -> io::Result<String> {
    let taken = replay_names(store)?;
    let base = replay_name(seconds_since_1970);
    let name = (1..)
        .map(|count| match count {
            1 => base.clone(),
            _ => base.replace(REPLAY_SUFFIX, &format!("-{count}{REPLAY_SUFFIX}")),
        })
        .find(|candidate| !taken.contains(candidate))
        .expect("some numbered name is free");
    store.write(&name, kept_text)?;
    for old in replay_names(store)?.iter().skip(REPLAYS_KEPT) {
        store.remove(old)?;
    }
    Ok(name)
}

/// When a kept replay's game ended, from its name (`2026-11-23 15:05 UTC`, as the name is).
pub fn replay_date(name: &str) -> Option<String> {
    let stamp = name.strip_prefix("game-")?.get(..17)?;
    let digits = |range: std::ops::Range<usize>| {
        stamp
            .get(range)
            .filter(|part| part.bytes().all(|byte| byte.is_ascii_digit()))
    };
    Some(format!(
        "{}-{}-{} {}:{} UTC",
        digits(0..4)?,
        digits(5..7)?,
        digits(8..10)?,
        digits(11..13)?,
        digits(13..15)?
    ))
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::duel::NoOptions;
    use crate::duel::{Duel, GameState, RuleSet};
    use crate::player_files::saves::{SavedGame, SavedSeat};
    use crate::table::Record;

    #[test]
    fn the_last_fifty_replays_are_kept_newest_first() {
        let folder = std::env::temp_dir().join(format!("kd-replays-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        let store = DataStore::Folder(folder.clone());
        let rules = RuleSet::builtin();
        let game = SavedGame::new(
            &rules,
            Vec::new(),
            vec![SavedSeat::Person, SavedSeat::Computer(Level::Easy)],
            Record::<Duel>::new(&rules, NoOptions, 9),
        );
        let start = 1_790_000_000;
        let first = keep_replay(&store, &game.to_text(), start).unwrap();
        let twin = keep_replay(&store, &game.to_text(), start).unwrap();
        assert_eq!(first, "game-2026-09-21-141320.replay.ron");
        assert_eq!(twin, "game-2026-09-21-141320-2.replay.ron");
        assert_eq!(replay_names(&store).unwrap(), [twin.clone(), first.clone()]);
        let mut kept = Vec::new();
        for minute in 1..=(REPLAYS_KEPT as u64) {
            kept.push(keep_replay(&store, &game.to_text(), start + minute * 60).unwrap());
        }
        let names = replay_names(&store).unwrap();
        assert_eq!(names.len(), REPLAYS_KEPT);
        assert_eq!(names[0], kept[kept.len() - 1]);
        assert!(!names.contains(&first) && !names.contains(&twin));
        let text = std::fs::read_to_string(folder.join(&names[0])).unwrap();
        assert_eq!(SavedGame::from_bytes(text.as_bytes()).unwrap(), game);
        std::fs::remove_dir_all(folder).unwrap();
    }

    #[test]
    fn a_replay_is_dated_by_its_name() {
        assert_eq!(
            replay_date("game-2026-09-21-141320.replay.ron").as_deref(),
            Some("2026-09-21 14:13 UTC")
        );
        assert_eq!(
            replay_date("game-2026-09-21-141320-2.replay.ron").as_deref(),
            Some("2026-09-21 14:13 UTC")
        );
        assert_eq!(replay_date("my-game.replay.ron"), None);
        assert_eq!(replay_date("game-2026-xx-21-141320.replay.ron"), None);
    }

    #[test]
    fn each_turn_starts_where_the_engine_moved_to_it() {
        let rules = RuleSet::builtin();
        let mut player = Level::Normal.player::<Duel>(3);
        let mut state = GameState::new(&rules, 77);
        let mut record = Record::<Duel>::new(&rules, NoOptions, 77);
        let mut turn_of_each_action = Vec::new();
        while !state.is_over() {
            turn_of_each_action.push(state.turn());
            let action = player.choose(&rules, &state).unwrap();
            state.apply(&rules, action).unwrap();
            record.actions.push(action);
        }
        let starts = record.moment_starts(&rules);
        assert_eq!(starts.len() as u32, state.turn());
        for (turn, &start) in starts.iter().enumerate() {
            assert_eq!(turn_of_each_action[start], turn as u32 + 1);
            if start > 0 {
                assert_eq!(turn_of_each_action[start - 1], turn as u32);
            }
        }
    }
}
