//! The end of a game of the original Kingdomino: the final scores line for whoever watches the
//! log (an autoplay game then closes: `screens::autoplay`), and the game counted in the
//! player's statistics.

use bevy::prelude::*;

use super::{KingdomActed, KingdomMatch};
use crate::app::platform::console;
use crate::app::settings::Statistics;
use crate::app::states::AppSystems;
use crate::app::states::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (announce_game_over, count_for_statistics)
            .run_if(
                in_state(Screen::Kingdoms)
                    .and_then(resource_exists::<KingdomMatch>)
                    .and_then(on_message::<KingdomActed>),
            )
            .in_set(AppSystems::View),
    );
}

fn announce_game_over(game: Res<KingdomMatch>) {
    if game.game().player_to_act().is_some() {
        return;
    }
    console::announce("kingdomino-duel: phase game-over");
    let scores: Vec<String> = game
        .game()
        .scores()
        .iter()
        .enumerate()
        .zip(game.names())
        // An online game's players by the names every table of the room shows.
        .map(|((_, sheet), name)| format!("{} {}", console::in_english(&name), sheet.total))
        .collect();
    console::announce(&format!(
        "kingdomino-duel: final scores {}",
        scores.join(" - ")
    ));
}

/// A finished game a person played here counts (a replay's seats are nobody's here).
fn count_for_statistics(game: Res<KingdomMatch>, mut statistics: ResMut<Statistics>) {
    let played = game.game();
    if played.player_to_act().is_some() {
        return;
    }
    statistics
        .original
        .count(&game.seats, &played.scores(), &played.winners());
}
