//! The original Kingdomino at the table: its match (the engine's game and who sits where), the
//! bridge that alone applies actions to it, its computer seats, its people's turns (the domino
//! held, the choices and the prompt, the Expert's hint), its pieces in words, its save, its
//! replays, and its end.

mod bridge;
mod computer;
mod end;
mod held;
mod hint;
mod person;
mod saved;
mod watching;
mod words;

pub use bridge::{
    KingdomActed, KingdomIntent, KingdomMatch, KingdomMatchRequest, KingdomTakeBack,
    KingdomTakenBack, KingdomTold,
};
pub use held::HeldDomino;
pub use person::{KingdomPrompt, TablePaused};
pub use saved::ContinuableKingdom;
pub use watching::KingdomWatching;
pub use words::{domino_words, refusal_words, square_words, winners_words};

use bevy::prelude::*;

use crate::app::states::AppSystems;
use crate::app::states::{Overlay, Screen, SeatToAct, TablePlace};
use kingdomino_core::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        bridge::plugin,
        computer::plugin,
        end::plugin,
        hint::plugin,
        saved::plugin,
        watching::plugin,
    ));
    app.init_resource::<HeldDomino>();
    app.init_resource::<KingdomPrompt>();
    app.init_resource::<KingdomNotice>();
    app.init_resource::<TablePaused>();
    app.add_systems(OnEnter(Screen::Kingdoms), go_on);
    // After the engine's answer, so the next frame's controls are those of whoever acts then.
    app.add_systems(
        Update,
        note_person_to_act
            .after(bridge::set_up_match)
            .run_if(in_state(Screen::Kingdoms).and_then(resource_exists::<KingdomMatch>))
            .in_set(AppSystems::ApplyRules),
    );
    app.add_systems(
        Update,
        (
            person::act_on_keys,
            held::take_up,
            held::steer.run_if(person::playing),
            person::act_on_choices,
            // The choices are How to play's while it shows over the table.
            person::offer_choices.run_if(in_state(Overlay::Closed)),
        )
            .chain()
            .run_if(in_state(Screen::Kingdoms).and_then(resource_exists::<KingdomMatch>))
            .in_set(AppSystems::Decide),
    );
}

/// A word for everyone at the table under the prompt (an online room's player away), if any.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct KingdomNotice(pub Option<Phrase>);

/// The person who acts now at the original table, for the controls (`input::Actions`): their
/// own pad and keys count, the others' wait; nobody's while the game is paused.
fn note_person_to_act(
    game: Res<KingdomMatch>,
    paused: Res<TablePaused>,
    mut to_act: ResMut<SeatToAct>,
) {
    let place = game
        .person_to_act()
        .filter(|_| !paused.0)
        .map(TablePlace::from);
    to_act.set_if_neq(SeatToAct(place));
}

/// A game starts, or starts again, going on.
fn go_on(mut paused: ResMut<TablePaused>) {
    paused.set_if_neq(TablePaused(false));
}

/// The name of the player at `place` (from 0), until players name themselves.
pub fn player_name(place: usize) -> Phrase {
    Phrase::new("kingdom-player").with("number", place + 1)
}
