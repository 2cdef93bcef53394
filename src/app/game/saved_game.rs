//! The saved game, found at start and offered by the title to continue (the autosave writes
//! it). A save that cannot be read is moved aside (the backup of the turn before is offered
//! instead when it can be read); one from other rules or another version is kept for them under
//! its own name, and said.

use crate::app::table::MatchRequest;
use bevy::prelude::*;

use crate::app::choices::{ChoiceMade, Go, Intent};
use crate::app::files::rule_set::ActiveRules;
use crate::app::files::rules_file::play_loaded_rules;

use crate::app::platform::console;
use crate::app::player::player_data::{PlayerData, set_aside_unreadable};
use crate::app::player::startup_problems::StartupProblems;
use crate::app::states::{ContinueAtStart, Screen, Seat};
use kingdomino_core::ai::Level;
use kingdomino_core::duel::{Duel, GameState, RuleSet};
use kingdomino_core::games::GameKind;
use kingdomino_core::localization::{Phrase, names};
use kingdomino_core::player_files::data_store::{DataStore, backup_name, now_seconds};
use kingdomino_core::player_files::saves::{SaveProblem, SavedGame, SavedSeat, save_file};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnExit(Screen::Loading),
        find_saved_game.after(play_loaded_rules),
    );
    app.add_systems(
        OnEnter(Screen::Title),
        continue_at_start.run_if(resource_exists::<ContinueAtStart>),
    );
}

/// The saved game the title offers to continue, replayed and checked with the rules in play.
#[derive(Resource, Clone, Debug)]
pub struct ContinuableGame {
    pub saved: SavedGame<Duel>,
    pub state: GameState,
}

impl ContinuableGame {
    /// The request that goes on with this game; in the demo (`demo`) the computer takes both
    /// seats from where the game was left.
    pub fn request(&self, demo: bool) -> MatchRequest<Duel> {
        let seats = if demo {
            vec![Seat::Computer(Level::Expert), Seat::Computer(Level::Normal)]
        } else {
            duel_seats(&self.saved.seats).to_vec()
        };
        console::announce(&format!(
            "kingdomino-duel: resumed turn {}",
            self.state.turn()
        ));
        MatchRequest::Resume {
            record: self.saved.record.clone(),
            seats,
            names: None,
            watched: false,
        }
    }

    /// What the title's Continue button says: who plays, the turn and the score.
    pub fn summary(&self, rules: &RuleSet) -> Phrase {
        let scores = self.state.scores(rules);
        let said = match self.saved.seats.as_slice() {
            [SavedSeat::Computer(level), _] | [_, SavedSeat::Computer(level)] => {
                Phrase::new("title-continue-computer").with("level", names::level(*level))
            }
            _ => Phrase::new("title-continue-two-players"),
        };
        said.with("turn", self.state.turn())
            .with("first", scores[0].total)
            .with("second", scores[1].total)
    }
}

/// A kept Duel's two seats (a kept file that played again has a seat for each place).
pub(crate) fn duel_seats(saved: &[SavedSeat]) -> [Seat; 2] {
    [0, 1].map(|place| {
        saved
            .get(place)
            .map_or(Seat::Human, |&seat| Seat::from(seat))
    })
}

impl From<SavedSeat> for Seat {
    fn from(saved: SavedSeat) -> Seat {
        match saved {
            SavedSeat::Person => Seat::Human,
            SavedSeat::Computer(level) => Seat::Computer(level),
        }
    }
}

/// A save read from the data store and replayed with the rules in play.
fn read_save(
    data: &DataStore,
    name: &str,
    rules: &RuleSet,
) -> Option<Result<ContinuableGame, SaveProblem>> {
    let bytes = match data.read(name) {
        Ok(bytes) => bytes?,
        Err(error) => return Some(Err(SaveProblem::Unreadable(error.to_string()))),
    };
    Some(SavedGame::from_bytes(&bytes).and_then(|saved| {
        saved
            .restore(rules)
            .map(|state| ContinuableGame { saved, state })
    }))
}

/// Reads the save once the rules in play are known.
fn find_saved_game(
    mut commands: Commands,
    data: Res<PlayerData>,
    rules: Res<ActiveRules<Duel>>,
    mut problems: ResMut<StartupProblems>,
) {
    let found = find_save(
        &data.0,
        save_file(GameKind::Duel),
        &mut problems,
        |name| read_save(&data.0, name, &rules),
        |found: &ContinuableGame| found.saved.to_text(),
    );
    if let Some(found) = found {
        commands.insert_resource(found);
    }
}

/// A save of either game read at start: the game to offer, if any. A damaged one is moved aside
/// and its backup (the save of the turn before) offered instead, when that one can be read; one
/// that another version or other rules can go on with is kept under another name. Each is said.
pub fn find_save<T>(
    data: &DataStore,
    file: &str,
    problems: &mut StartupProblems,
    read: impl Fn(&str) -> Option<Result<T, SaveProblem>>,
    text: impl Fn(&T) -> String,
) -> Option<T> {
    let problem = match read(file)? {
        Ok(found) => return Some(found),
        Err(problem) => problem,
    };
    if !problem.is_damage() {
        keep_aside(data, file, &problem, problems);
        return None;
    }
    let backup = read(&backup_name(file)).and_then(Result::ok);
    let instead = match backup {
        Some(_) => Phrase::new("instead-backup-offered"),
        None => Phrase::new("instead-without-save"),
    };
    set_aside_unreadable(data, file, "save", &problem.to_string(), instead, problems);
    if let Some(found) = &backup {
        // Once the damaged save is aside, the backup becomes the save: still offered after
        // the next start.
        if let Err(error) = data.write(file, &text(found)) {
            warn!("The backup could not be made the save again: {error}");
        }
    }
    backup
}

/// `--continue`: straight into the saved game the first time the title shows, or say there is
/// none.
fn continue_at_start(
    mut commands: Commands,
    continuable: Option<Res<ContinuableGame>>,
    mut next: ResMut<NextState<Screen>>,
    mut made: MessageWriter<ChoiceMade>,
    mut done: Local<bool>,
) {
    if std::mem::replace(&mut *done, true) {
        return;
    }
    if continuable.is_some() {
        made.write(ChoiceMade(Intent::Go(Go::Continue)));
    } else {
        console::announce("kingdomino-duel: no saved game to continue");
        // The title shows afresh as if `--continue` had not been given: with `--autoplay`,
        // the demo starts.
        commands.remove_resource::<ContinueAtStart>();
        next.set(Screen::Title);
    }
}

/// A save this version cannot go on with but another can (other rules, another version): kept
/// under another name, so a new game's save does not replace it, and said.
fn keep_aside(data: &DataStore, file: &str, problem: &SaveProblem, problems: &mut StartupProblems) {
    let kept = data.move_aside(file, "kept", now_seconds());
    let advice = match problem {
        SaveProblem::OtherRules { mods, .. } if mods.is_empty() => "advice-without-mods",
        SaveProblem::OtherRules { .. } => "advice-with-mods",
        _ => "advice-other-version",
    };
    let said = match kept {
        Ok(new_name) => Phrase::new("problem-save-kept")
            .with("file", new_name)
            .with("save", file.to_string()),
        Err(error) => Phrase::new("problem-save-stuck").with("error", error.to_string()),
    };
    problems.report(
        said.with("problem", problem.to_string())
            .with("advice", Phrase::new(advice))
            .with("place", data.describe(file)),
    );
}
