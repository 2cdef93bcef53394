//! The person who acts now at a table, for the controls (`input::Actions`): their own pad and
//! keys count, the others' wait; nobody's while the game is paused or off the table.

use bevy::prelude::*;

use super::{Match, RulesBridge, TableApp, screen};
use crate::app::states::{AppSystems, Pause, SeatToAct};

pub(super) fn plugin<G: TableApp>(app: &mut App) {
    // After the engine's answer, so the next frame's controls are those of whoever acts then.
    app.add_systems(
        Update,
        note_person_to_act::<G>
            .after(RulesBridge)
            .run_if(in_state(screen::<G>()).and_then(resource_exists::<Match<G>>))
            .in_set(AppSystems::ApplyRules),
    );
    app.add_systems(OnExit(screen::<G>()), forget_person_to_act);
}

fn note_person_to_act<G: TableApp>(
    game: Res<Match<G>>,
    pause: Res<State<Pause>>,
    mut to_act: ResMut<SeatToAct>,
) {
    let place = game
        .person_to_act()
        .filter(|_| *pause.get() == Pause::Running);
    to_act.set_if_neq(SeatToAct(place));
}

fn forget_person_to_act(mut to_act: ResMut<SeatToAct>) {
    to_act.set_if_neq(SeatToAct(None));
}
