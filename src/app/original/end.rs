//! The end of a game of the original Kingdomino: the finished table shows a moment, then the
//! game over screen counts it (`screens::game_over`).

use std::time::Duration;

use bevy::prelude::*;

use crate::app::original::{GAME_OVER, TABLE};
use crate::app::runtime::redraw::KeepDrawing;
use crate::app::states::{AppSystems, Screen};
use crate::app::table::{Match, Playing};
use kingdomino_core::original::Original;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        count_after_a_last_look
            .in_set(Playing)
            .run_if(in_state(TABLE).and_then(resource_exists::<Match<Original>>))
            .in_set(AppSystems::View),
    );
}

/// How long the finished table shows before the count: the last domino lands first.
const LAST_LOOK: Duration = Duration::from_millis(1500);

fn count_after_a_last_look(
    time: Res<Time>,
    game: Res<Match<Original>>,
    mut looked: Local<Duration>,
    mut next: ResMut<NextState<Screen>>,
    mut keep_drawing: ResMut<KeepDrawing>,
) {
    if game.is_changed() {
        *looked = Duration::ZERO;
    }
    if game.state().player_to_act().is_some() {
        return;
    }
    keep_drawing.next_frame();
    *looked += time.delta();
    if *looked >= LAST_LOOK {
        next.set(GAME_OVER);
    }
}
