//! The original Kingdomino at its table: its phases (claiming, placing) as states, its people's
//! turns (the domino held, the choices and the prompt, the Expert's hint), its pieces in words,
//! its save and its end. The match itself is the table's (`app::table`).

mod choice;
mod end;
mod game_over;
mod held;
mod hint;
mod online;
mod person;
mod phase;
mod settings;
mod setup;
mod shelf;
mod sounds;
pub mod view;
mod words;

pub use choice::{OriginalChoice, SetupChange};
pub use held::HeldDomino;
pub use person::OriginalPrompt;
pub use phase::OriginalPhase;
pub use settings::{MOST_PLAYERS, OriginalGameSettings, PlaceSetting};
pub use view::figures::CountedSquare;
pub use words::{
    domino_words, numbers_words, player_name, refusal_words, square_words, winners_words,
};

use bevy::prelude::*;

use crate::app::game_room::GameRoom;

use crate::app::states::{AppSystems, GameId, Overlay, Screen};
use crate::app::table::{self, Match, PointChange, RulesBridge, TableApp};
use kingdomino_core::localization::{Phrase, names};
use kingdomino_core::original::{Action, ActionError, AnyGame, Original, OriginalRules};
use kingdomino_core::player_files::saves::SavedGame;
use kingdomino_core::table::Place;

fn plugin(app: &mut App) {
    app.add_plugins((
        end::plugin,
        game_over::plugin,
        hint::plugin,
        settings::plugin,
        setup::plugin,
        sounds::plugin,
        view::plugin,
    ));
    app.init_resource::<HeldDomino>();
    app.init_resource::<OriginalPrompt>();
    app.add_systems(
        Update,
        follow_the_engine_s_phase
            .after(RulesBridge)
            .run_if(resource_exists::<Match<Original>>.and_then(in_state(TABLE)))
            .in_set(AppSystems::ApplyRules),
    );
    app.add_systems(
        Update,
        (
            person::act_on_keys,
            held::take_up,
            held::steer.in_set(table::Playing),
            person::act_on_choices,
            // The choices are How to play's while it shows over the table.
            person::offer_choices.run_if(in_state(Overlay::Closed)),
        )
            .chain()
            .run_if(in_state(TABLE).and_then(resource_exists::<Match<Original>>))
            .in_set(AppSystems::Decide),
    );
}

/// The original game, to the screens.
pub const GAME: GameId = table::game_id::<Original>();

/// The original game's table.
pub const TABLE: Screen = table::screen::<Original>();

/// The original game's game over.
pub const GAME_OVER: Screen = table::game_over_screen::<Original>();

/// The original game's set-up panel.
pub const SETUP: Overlay = Overlay::Setup(table::game_id::<Original>());

impl GameRoom for Original {
    fn room(app: &mut App) {
        plugin(app);
        crate::app::online::game_plugin::<Original>(app);
    }
}

impl TableApp for Original {
    type Phase = OriginalPhase;

    const MOMENT_CONTROLS: [&'static str; 2] = ["replay-previous-line", "replay-next-line"];

    const CHANCE_WORDS: &'static str = "lines";
    const TAKEN_BACK: &'static str = "original-taken-back";

    fn refusal_words(refusal: &ActionError) -> Phrase {
        names::original_refusal(refusal)
    }

    fn phase_name(phase: OriginalPhase) -> &'static str {
        phase.log_name()
    }

    fn opening_phase(state: &AnyGame) -> OriginalPhase {
        OriginalPhase::of(state.step()).unwrap_or_default()
    }

    fn decides_in(phase: OriginalPhase, state: &AnyGame) -> bool {
        OriginalPhase::of(state.step()) == Some(phase)
    }

    /// How many play, and how far the game has gone.
    fn kept_game_words(saved: &SavedGame<Original>, state: &AnyGame, _: &OriginalRules) -> Phrase {
        let picture = state.picture();
        let record = &saved.record;
        let words = match record.series_length() {
            1 => Phrase::new("title-continue-original"),
            games => Phrase::new("title-continue-dynasty")
                .with("game", record.game_in_series())
                .with("games", games),
        };
        words
            .with("players", saved.seats.len())
            .with("round", picture.round.max(1))
            .with("rounds", picture.rounds)
    }

    /// A person may take back the domino they just added, until their next action.
    fn take_back_change(
        seat: Place,
        action: Action,
        _: &AnyGame,
        _: Option<(Place, &AnyGame)>,
    ) -> PointChange {
        match action {
            Action::Place { .. } => PointChange::Before(seat),
            Action::Claim { .. } | Action::Discard => PointChange::Clear,
        }
    }
}

/// The table's phase is the engine's step: kings claim, or add their dominoes (the game over
/// keeps the last phase).
fn follow_the_engine_s_phase(
    game: Res<Match<Original>>,
    phase: Res<State<OriginalPhase>>,
    mut next: ResMut<NextState<OriginalPhase>>,
) {
    if let Some(now) = OriginalPhase::of(game.state().step())
        && now != *phase.get()
    {
        next.set(now);
    }
}
