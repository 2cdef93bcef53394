//! The end of a game of the original Kingdomino: the final scores line for whoever watches the
//! log, and with `--autoplay --exit-on-game-over` the game closes once the last kingdom shows.

use std::time::Duration;

use bevy::prelude::*;

use super::{KingdomActed, KingdomMatch, player_name};
use crate::app::AppSystems;
use crate::app::platform::console;
use crate::app::screens::autoplay::Autoplay;
use crate::app::states::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            announce_game_over.run_if(on_message::<KingdomActed>),
            exit_after_the_last_look.run_if(resource_exists::<LastLook>),
        )
            .run_if(in_state(Screen::Kingdoms).and_then(resource_exists::<KingdomMatch>))
            .in_set(AppSystems::View),
    );
}

/// How long the finished table shows before an autoplay game closes.
const LAST_LOOK: Duration = Duration::from_secs(2);

#[derive(Resource)]
struct LastLook(Timer);

fn announce_game_over(mut commands: Commands, game: Res<KingdomMatch>) {
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
    commands.insert_resource(LastLook(Timer::new(LAST_LOOK, TimerMode::Once)));
}

fn exit_after_the_last_look(
    time: Res<Time>,
    mut look: ResMut<LastLook>,
    autoplay: Option<Res<Autoplay>>,
    mut exit: MessageWriter<AppExit>,
) {
    if look.0.tick(time.delta()).just_finished()
        && autoplay.is_some_and(|autoplay| autoplay.exit_on_game_over)
    {
        exit.write(AppExit::Success);
    }
}
