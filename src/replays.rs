//! Finished games kept to watch again: each one a saved game (`*.replay.ron`: the rule set, the
//! players' names and the engine's record) that replays to its final count. The last
//! [`REPLAYS_KEPT`] are kept in the data store.

use std::io;

use crate::data_store::{DataStore, date_time_name};
use crate::saves::SavedGame;

/// How a replay's file name ends.
pub const REPLAY_SUFFIX: &str = ".replay.ron";

/// How many replays the data store keeps; older ones are removed as new ones come.
pub const REPLAYS_KEPT: usize = 50;

/// The name a game finished at this moment is kept under (`game-2026-11-23-150501.replay.ron`).
pub fn replay_name(seconds_since_1970: u64) -> String {
    format!("game-{}{REPLAY_SUFFIX}", date_time_name(seconds_since_1970))
}

/// The replays in the data store, the newest first.
pub fn replay_names(store: &DataStore) -> io::Result<Vec<String>> {
    let mut names = store.names_ending(REPLAY_SUFFIX)?;
    names.reverse();
    Ok(names)
}

/// Keeps a finished game as a replay, under a name no other replay has, and removes the oldest
/// beyond [`REPLAYS_KEPT`]. Returns the replay's name.
pub fn keep_replay(
    store: &DataStore,
    game: &SavedGame,
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
    store.write(&name, &game.to_text())?;
    for old in replay_names(store)?.iter().skip(REPLAYS_KEPT) {
        store.remove(old)?;
    }
    Ok(name)
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::rules::{GameRecord, RuleSet};
    use crate::saves::SavedSeat;

    #[test]
    fn the_last_fifty_replays_are_kept_newest_first() {
        let folder = std::env::temp_dir().join(format!("kd-replays-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        let store = DataStore::Folder(folder.clone());
        let rules = RuleSet::builtin();
        let game = SavedGame::new(
            &rules,
            Vec::new(),
            [SavedSeat::Person, SavedSeat::Computer(Level::Easy)],
            GameRecord::new(&rules, 9),
        );
        let start = 1_790_000_000;
        let first = keep_replay(&store, &game, start).unwrap();
        let twin = keep_replay(&store, &game, start).unwrap();
        assert_eq!(first, "game-2026-09-21-141320.replay.ron");
        assert_eq!(twin, "game-2026-09-21-141320-2.replay.ron");
        let mut kept = Vec::new();
        for minute in 1..=(REPLAYS_KEPT as u64) {
            kept.push(keep_replay(&store, &game, start + minute * 60).unwrap());
        }
        let names = replay_names(&store).unwrap();
        assert_eq!(names.len(), REPLAYS_KEPT);
        assert_eq!(names[0], kept[kept.len() - 1]);
        assert!(!names.contains(&first) && !names.contains(&twin));
        let text = std::fs::read_to_string(folder.join(&names[0])).unwrap();
        assert_eq!(SavedGame::from_bytes(text.as_bytes()).unwrap(), game);
        std::fs::remove_dir_all(folder).unwrap();
    }
}
