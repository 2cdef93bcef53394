//! The end of a game of the original Kingdomino: the final scores line for whoever watches the
//! log (an autoplay game then closes: `screens::autoplay`), and the game counted in the
//! player's statistics.

use crate::app::table::{Applied, Match};
use bevy::prelude::*;
use kingdomino_core::games::GameKind;
use kingdomino_core::original::Kingdomino;

use crate::app::platform::console;
use crate::app::settings::Statistics;
use crate::app::states::{AppSystems, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (announce_game_over, count_for_statistics)
            .run_if(
                in_state(Screen::Table(GameKind::Kingdomino))
                    .and_then(resource_exists::<Match<Kingdomino>>)
                    .and_then(on_message::<Applied<Kingdomino>>),
            )
            .in_set(AppSystems::View),
    );
}

fn announce_game_over(game: Res<Match<Kingdomino>>) {
    if game.state().player_to_act().is_some() {
        return;
    }
    console::announce("kingdomino-duel: phase game-over");
    let scores: Vec<String> = game
        .state()
        .scores()
        .iter()
        .enumerate()
        .zip(game.seat_names())
        // An online game's players by the names every table of the room shows.
        .map(|((_, sheet), name)| format!("{} {}", console::in_english(&name), sheet.total))
        .collect();
    console::announce(&format!(
        "kingdomino-duel: final scores {}",
        scores.join(" - ")
    ));
}

/// A finished game a person played here counts (a replay's seats are nobody's here).
fn count_for_statistics(game: Res<Match<Kingdomino>>, mut statistics: ResMut<Statistics>) {
    let played = game.state();
    if played.player_to_act().is_some() || game.watched {
        return;
    }
    statistics
        .original
        .count(&game.seats, &played.scores(), &played.winners());
}
