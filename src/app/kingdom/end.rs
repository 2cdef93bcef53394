//! The end of a game of the original Kingdomino: the final scores line for whoever watches the
//! log (an autoplay game then closes: `screens::autoplay`).

use bevy::prelude::*;

use super::{KingdomActed, KingdomMatch, player_name};
use crate::app::AppSystems;
use crate::app::platform::console;
use crate::app::states::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        announce_game_over
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
        .map(|(place, sheet)| {
            format!(
                "{} {}",
                console::in_english(&player_name(place)),
                sheet.total
            )
        })
        .collect();
    console::announce(&format!(
        "kingdomino-duel: final scores {}",
        scores.join(" - ")
    ));
}
