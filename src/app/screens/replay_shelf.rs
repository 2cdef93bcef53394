//! The kept replays as the Replays screen lists them: each one read by the game it names and
//! played to its end by that game's engine (or why it cannot be), worded by its game for its
//! line in the list and for its details; a replay watched is its game's to set up.

use bevy::prelude::*;

use crate::app::files::rule_set::ActiveRules;
use crate::app::states::GameId;
use crate::app::table::{MatchRequest, TableApp, Watching, game_id};
use kingdomino_core::localization::Phrase;
use kingdomino_core::player_files::replays::replay_date;
use kingdomino_core::player_files::saves::{SaveProblem, SavedGame, kept_game_name};
use kingdomino_core::table::Swing;

/// What the Replays screen says of a game's kept games.
pub trait OnTheShelf: TableApp {
    /// Its line in the list: when (`date`), who, and the final scores.
    fn shelf_line(
        saved: &SavedGame<Self>,
        end: &Self::State,
        rules: &Self::Rules,
        date: Phrase,
    ) -> Phrase;

    /// What its details say under that line: who played, how long it was, its variants.
    fn shelf_details(saved: &SavedGame<Self>, end: &Self::State) -> Vec<Phrase>;

    /// The moments it may be watched from: where the lead moved most.
    fn swings(_saved: &SavedGame<Self>, _rules: &Self::Rules) -> Vec<Swing> {
        Vec::new()
    }
}

/// The kept replays, as read when the screen opened.
#[derive(Resource, Debug)]
pub(super) struct Shelf {
    pub replays: Vec<ShelfEntry>,
    /// The replay whose details show, by its place in the list.
    pub picked: Option<usize>,
    /// The replay the list's focus goes back to.
    pub last_picked: usize,
    /// What the last export did.
    pub exported: Phrase,
}

impl Shelf {
    /// The replay whose details show.
    pub fn picked(&self) -> Option<&ShelfEntry> {
        self.picked.and_then(|index| self.replays.get(index))
    }
}

#[derive(Debug)]
pub(super) struct ShelfEntry {
    pub name: String,
    pub text: String,
    date: Phrase,
    /// The game it keeps, as its file names it.
    game: Result<String, SaveProblem>,
    /// What its game made of it: none until its game has read it.
    pub read: Option<Result<Read, String>>,
}

/// A kept game its engine played to its end, as its game words it.
#[derive(Debug)]
pub(super) struct Read {
    pub game: GameId,
    line: Phrase,
    details: Vec<Phrase>,
    mods: Vec<String>,
    /// The moments where the lead moved most, to watch from.
    pub swings: Vec<Swing>,
}

impl ShelfEntry {
    /// A kept file, its game named, to be read by that game.
    pub fn new(name: String, bytes: Vec<u8>) -> ShelfEntry {
        ShelfEntry {
            date: replay_date(&name)
                .map_or_else(|| Phrase::verbatim(name.clone()), Phrase::verbatim),
            game: kept_game_name(&bytes),
            text: String::from_utf8_lossy(&bytes).into_owned(),
            name,
            read: None,
        }
    }

    /// Whether it was read and may be watched.
    pub fn watchable(&self) -> Option<&Read> {
        self.read.as_ref().and_then(|read| read.as_ref().ok())
    }

    /// Why it cannot be watched: its file, or a game this version does not know.
    fn problem(&self) -> Option<String> {
        match (&self.game, &self.read) {
            (Err(problem), _) => Some(problem.to_string()),
            (_, Some(Err(problem))) => Some(problem.clone()),
            (Ok(_), Some(Ok(_))) => None,
            (Ok(name), None) => Some(format!(
                "it keeps a game of `{name}`, which this version does not know"
            )),
        }
    }

    /// The moments it may be watched from.
    pub fn swings(&self) -> &[Swing] {
        self.watchable().map_or(&[], |read| read.swings.as_slice())
    }

    /// Its line in the list: when, who, and the final scores.
    pub fn summary(&self) -> Phrase {
        match self.watchable() {
            Some(read) => read.line.clone(),
            None => Phrase::new("replays-row-unwatchable").with("date", self.date.clone()),
        }
    }

    pub fn details(&self) -> Phrase {
        let mut lines = vec![self.summary()];
        match (self.watchable(), self.problem()) {
            (Some(read), _) => {
                lines.extend(read.details.iter().cloned());
                if !read.mods.is_empty() {
                    let mods = read.mods.join(", ");
                    lines.push(Phrase::new("replays-detail-mods").with("mods", mods));
                }
            }
            (None, problem) => lines.push(
                Phrase::new("replays-detail-problem").with("problem", problem.unwrap_or_default()),
            ),
        }
        lines.push(Phrase::new("replays-detail-file").with("file", self.name.clone()));
        Phrase::lines(lines)
    }
}

/// The entries of game `G` on the shelf, read with its rule set in play and played to their end.
pub(super) fn read_entries<G: OnTheShelf>(mut shelf: ResMut<Shelf>, rules: Res<ActiveRules<G>>) {
    let ours = |entry: &ShelfEntry| entry.read.is_none() && entry.game.as_deref() == Ok(G::NAME);
    for entry in shelf.replays.iter_mut().filter(|entry| ours(entry)) {
        let read = SavedGame::<G>::from_bytes(entry.text.as_bytes()).and_then(|saved| {
            let end = saved.replay(&rules.0)?;
            Ok(Read {
                game: game_id::<G>(),
                line: G::shelf_line(&saved, &end, &rules.0, entry.date.clone()),
                details: G::shelf_details(&saved, &end),
                mods: saved.mods.clone(),
                swings: G::swings(&saved, &rules.0),
            })
        });
        entry.read = Some(read.map_err(|problem| problem.to_string()));
    }
}

/// A kept game to watch, by the game it keeps.
#[derive(Message, Clone, Debug)]
pub(super) struct WatchKept {
    pub game: GameId,
    pub name: String,
    pub text: String,
    /// The moment (a turn, a round) to watch from; none from the start.
    pub from: Option<usize>,
}

/// The table shows the kept game of `G` from its start, or from the start of a moment.
pub(super) fn watch_kept<G: OnTheShelf>(
    mut commands: Commands,
    mut asked: MessageReader<WatchKept>,
    rules: Res<ActiveRules<G>>,
    mut requests: MessageWriter<MatchRequest<G>>,
) {
    for kept in asked.read().filter(|kept| kept.game == game_id::<G>()) {
        let Ok(saved) = SavedGame::<G>::from_bytes(kept.text.as_bytes()) else {
            continue;
        };
        let watching = Watching::new(kept.name.clone(), saved, &rules.0);
        let from = kept
            .from
            .map_or(0, |moment| watching.position.start_of_turn(moment));
        requests.write(watching.jump(from));
        commands.insert_resource(watching);
    }
}
