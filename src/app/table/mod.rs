//! A game's table, written once for every game: its match (the engine's game and who sits
//! where) behind the one bridge that applies actions to it, and the computer's seats. What a
//! game's table shows and offers (its pieces, its phases, its persons' turns) is its own room's
//! (`duel`, `original`); each game registers this plugin once for itself.

mod autosave;
mod bridge;
mod computer;
mod hint;
mod messages;
mod notice;
mod pause;
mod person_to_act;
pub mod replay_position;
mod saves;
mod seat_names;
mod take_back;
mod watching;

use bevy::prelude::*;

pub use autosave::ModTitles;
pub use bridge::{Match, RulesBridge, seed_from_clock};
pub(crate) use computer::thinking_slice;
pub use hint::{Hint, HintFound, HintSystems, OnlineHintsAgreed};
pub use messages::{
    Applied, DealGiven, DealRefused, Intended, MatchRequest, Refusal, Refused, TakeBack, TakenBack,
    Told,
};
pub use notice::Notice;
pub use pause::PauseNote;
pub use saves::Continuable;
pub use seat_names::seat_name;
pub use take_back::PointChange;
pub use watching::{WaitingChoices, Watching};

use crate::app::runtime::console;
use crate::app::states::{AppSystems, GameId, Pause, Screen};
use kingdomino_core::ai::Thinking;
use kingdomino_core::localization::Phrase;
use kingdomino_core::player_files::saves::SavedGame;
use kingdomino_core::table::{Place, TableGame};

/// What a game brings to its table beside the seam: its phases, and what a person may take
/// back.
pub trait TableApp: TableGame + Thinking {
    /// The phases its table goes through, an app sub-state of its table's screen.
    type Phase: SubStates + Copy;

    /// The replay's controls that jump a moment (a turn, a round) back and forth, as the game
    /// names its moments.
    const MOMENT_CONTROLS: [&'static str; 2];

    /// What chance deals it, in the words of the log and of an online game's checks: "dice",
    /// "lines".
    const CHANCE_WORDS: &'static str;

    /// What the notice says when a person's move was taken back.
    const TAKEN_BACK: &'static str;

    /// Why its engine refused an action, as the notice says it after "Not possible:".
    fn refusal_words(refusal: &Self::Refusal) -> Phrase;

    /// The phase's name in the `kingdomino-duel: phase NAME` line tools and tests wait for.
    fn phase_name(phase: Self::Phase) -> &'static str;

    /// The phase a table set up at `state` opens in.
    fn opening_phase(state: &Self::State) -> Self::Phase;

    /// Whether a decision at `state` belongs to the phase the table shows: the computer waits
    /// until it does (the Duel's spellbook still shows the last turn while the engine has
    /// rolled the next).
    fn decides_in(phase: Self::Phase, state: &Self::State) -> bool;

    /// What the title's Continue says of a kept game of it, where it was left: who plays, how
    /// far it has gone.
    fn kept_game_words(saved: &SavedGame<Self>, state: &Self::State, rules: &Self::Rules)
    -> Phrase;

    /// What an action `seat` just made (to `after`) does to the point a person may go back to,
    /// `point` the place and game of the one there is.
    fn take_back_change(
        seat: Place,
        action: Self::Action,
        after: &Self::State,
        point: Option<(Place, &Self::State)>,
    ) -> PointChange;
}

/// The systems that play a game at its table, of any game (its computer, its hint, a person's
/// turn): none runs while the game is paused.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Playing;

/// What every table shares, registered once.
pub fn plugin(app: &mut App) {
    app.configure_sets(Update, Playing.run_if(in_state(Pause::Running)));
    pause::plugin(app);
    notice::plugin(app);
    saves::shared_plugin(app);
}

/// Game `G`'s table, registered by its room.
pub fn game_plugin<G: TableApp>(app: &mut App) {
    app.add_sub_state::<G::Phase>();
    app.add_systems(
        Update,
        announce_phase::<G>
            .run_if(state_changed::<G::Phase>.and_then(in_state(screen::<G>())))
            .in_set(AppSystems::View),
    );
    bridge::plugin::<G>(app);
    computer::plugin::<G>(app);
    watching::plugin::<G>(app);
    pause::menu_plugin::<G>(app);
    person_to_act::plugin::<G>(app);
    saves::plugin::<G>(app);
    hint::plugin::<G>(app);
    autosave::plugin::<G>(app);
    notice::game_plugin::<G>(app);
}

/// Which game `G` is, to the screens.
pub const fn game_id<G: TableGame>() -> GameId {
    GameId(G::NAME)
}

/// The screen of game `G`'s table.
pub const fn screen<G: TableGame>() -> Screen {
    Screen::Table(game_id::<G>())
}

/// The screen of game `G`'s game over.
pub const fn game_over_screen<G: TableGame>() -> Screen {
    Screen::GameOver(game_id::<G>())
}

/// Each phase of the table as it begins, for the tools and tests that follow a game.
fn announce_phase<G: TableApp>(phase: Res<State<G::Phase>>) {
    console::announce(&format!(
        "kingdomino-duel: phase {}",
        G::phase_name(*phase.get())
    ));
}
