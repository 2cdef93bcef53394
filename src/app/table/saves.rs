//! A game's save, of either game, found at start and offered by the title to continue (the
//! autosave writes it). A save that cannot be read is moved aside (the backup of the move before
//! is offered instead when it can be read); one from other rules or another version is kept for
//! them under its own name, and said.

use bevy::prelude::*;

use super::{MatchRequest, TableApp, game_id};
use crate::app::choices::{ChoiceMade, Go, Intent};
use crate::app::files::rule_set::ActiveRules;
use crate::app::files::rules_file::RulesRead;
use crate::app::player::player_data::{PlayerData, set_aside_unreadable};
use crate::app::player::startup_problems::StartupProblems;
use crate::app::runtime::console;
use crate::app::states::{AppSystems, Autoplay, ContinueAtStart, Screen, Seat};
use kingdomino_core::ai::Level;
use kingdomino_core::localization::Phrase;
use kingdomino_core::player_files::data_store::{DataStore, backup_name, now_seconds};
use kingdomino_core::player_files::saves::{SaveProblem, SavedGame, SavedSeat};
use kingdomino_core::table::Place;

/// What every game's saves share: `--continue` with no save of any game, said.
pub(super) fn shared_plugin(app: &mut App) {
    app.init_resource::<GamesAsked>();
    app.add_systems(
        OnEnter(Screen::Title),
        no_save_to_continue
            .in_set(NoSaveToContinue)
            .run_if(resource_exists::<ContinueAtStart>),
    );
}

pub(super) fn plugin<G: TableApp>(app: &mut App) {
    // `--continue` asks the games in the order they are registered.
    let asked = ContinueAsked(app.world().resource::<GamesAsked>().0);
    app.world_mut().resource_mut::<GamesAsked>().0 += 1;
    if let Some(before) = asked.0.checked_sub(1) {
        app.configure_sets(OnEnter(Screen::Title), asked.after(ContinueAsked(before)));
    }
    app.configure_sets(OnEnter(Screen::Title), asked.before(NoSaveToContinue));
    app.add_systems(
        OnEnter(Screen::Title),
        continue_at_start::<G>
            .in_set(asked)
            .run_if(resource_exists::<ContinueAtStart>),
    );
    app.add_systems(
        OnExit(Screen::Loading),
        find_saved_game::<G>.after(RulesRead),
    );
    app.add_systems(
        Update,
        continue_when_asked::<G>
            .run_if(resource_exists::<Continuable<G>>)
            .in_set(AppSystems::Decide),
    );
}

/// The saved game the title offers to continue, replayed and checked with the rules in play.
#[derive(Resource, Clone, Debug)]
pub struct Continuable<G: TableApp> {
    pub saved: SavedGame<G>,
    pub state: G::State,
}

impl<G: TableApp> Continuable<G> {
    /// The request that goes on with this game; in the demo (`demo`) computers take every
    /// place from where the game was left.
    pub fn request(&self, demo: bool) -> MatchRequest<G> {
        let seats = if demo {
            Place::all(self.saved.seats.len())
                .map(|place| match place {
                    Place::FIRST => Seat::Computer(Level::Expert),
                    _ => Seat::Computer(Level::Normal),
                })
                .collect()
        } else {
            self.saved
                .seats
                .iter()
                .map(|&seat| Seat::from(seat))
                .collect()
        };
        console::announce(&format!(
            "kingdomino-duel: resumed {}",
            G::moment(&self.state)
        ));
        MatchRequest::Resume {
            record: self.saved.record.clone(),
            seats,
            names: None,
            watched: false,
        }
    }

    /// What the title's Continue button says, as the game says it.
    pub fn summary(&self, rules: &G::Rules) -> Phrase {
        G::kept_game_words(&self.saved, &self.state, rules)
    }
}

impl From<SavedSeat> for Seat {
    fn from(saved: SavedSeat) -> Seat {
        match saved {
            SavedSeat::Person => Seat::Human,
            SavedSeat::Computer(level) => Seat::Computer(level),
        }
    }
}

/// The title's Continue for game `G` (in the demo, computers play it on).
fn continue_when_asked<G: TableApp>(
    mut made: MessageReader<ChoiceMade>,
    continuable: Res<Continuable<G>>,
    autoplay: Option<Res<Autoplay>>,
    mut requests: MessageWriter<MatchRequest<G>>,
) {
    for ChoiceMade(intent) in made.read() {
        if *intent == Intent::Go(Go::Continue(game_id::<G>())) {
            requests.write(continuable.request(autoplay.is_some()));
        }
    }
}

/// Reads the save once the rules in play are known.
fn find_saved_game<G: TableApp>(
    mut commands: Commands,
    data: Res<PlayerData>,
    rules: Res<ActiveRules<G>>,
    mut problems: ResMut<StartupProblems>,
) {
    let file = G::SAVE_FILE;
    let read = |name: &str| -> Option<Result<Continuable<G>, SaveProblem>> {
        let bytes = match data.0.read(name) {
            Ok(bytes) => bytes?,
            Err(error) => return Some(Err(SaveProblem::Unreadable(error.to_string()))),
        };
        Some(SavedGame::<G>::from_bytes(&bytes).and_then(|saved| {
            let state = saved.restore(&rules.0)?;
            Ok(Continuable { saved, state })
        }))
    };
    let problem = match read(file) {
        None => return,
        Some(Ok(found)) => {
            commands.insert_resource(found);
            return;
        }
        Some(Err(problem)) => problem,
    };
    if !problem.is_damage() {
        keep_aside(&data.0, file, &problem, &mut problems);
        return;
    }
    let backup = read(&backup_name(file)).and_then(Result::ok);
    let instead = match backup {
        Some(_) => Phrase::new("instead-backup-offered"),
        None => Phrase::new("instead-without-save"),
    };
    set_aside_unreadable(
        &data.0,
        file,
        "save",
        &problem.to_string(),
        instead,
        &mut problems,
    );
    if let Some(found) = backup {
        // Once the damaged save is aside, the backup becomes the save: still offered after
        // the next start.
        if let Err(error) = data.0.write(file, &found.saved.to_text()) {
            warn!("The backup could not be made the save again: {error}");
        }
        commands.insert_resource(found);
    }
}

/// How many games `--continue` asks.
#[derive(Resource, Default)]
struct GamesAsked(usize);

/// `--continue` asks the game registered `n`th (from 0) after those before it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct ContinueAsked(usize);

/// `--continue` finds no save once every game was asked.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct NoSaveToContinue;

/// `--continue`, the first time the title shows: straight into game `G`'s save, unless another
/// game's was continued already (the games are asked in the order they are registered).
fn continue_at_start<G: TableApp>(
    mut at_start: ResMut<ContinueAtStart>,
    continuable: Option<Res<Continuable<G>>>,
    mut made: MessageWriter<ChoiceMade>,
) {
    if !at_start.answered && continuable.is_some() {
        at_start.answered = true;
        made.write(ChoiceMade(Intent::Go(Go::Continue(game_id::<G>()))));
    }
}

/// `--continue` with no save of any game: said, and the title shows afresh as if it had not
/// been given (with `--autoplay`, the demo starts).
fn no_save_to_continue(
    mut commands: Commands,
    at_start: Res<ContinueAtStart>,
    mut next: ResMut<NextState<Screen>>,
) {
    if !at_start.answered {
        console::announce("kingdomino-duel: no saved game to continue");
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
