//! The original game's computer seats: each decision after a short pause, so a person can
//! follow it, the thinking spread over the pause a slice a frame.

use std::time::Duration;

use bevy::prelude::*;

use super::{KingdomActed, KingdomIntent, KingdomMatch};
use crate::app::game::thinking_slice;
use crate::app::platform::redraw::KeepDrawing;
use crate::app::states::AppSystems;
use crate::app::states::{Screen, Seat};
use kingdomino_core::ai::Player;
use kingdomino_core::original::{Action, Kingdomino};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Kingdoms), seat_computers);
    app.add_systems(
        Update,
        decide
            .run_if(
                in_state(Screen::Kingdoms)
                    .and_then(resource_exists::<ComputerKings>)
                    .and_then(super::person::playing),
            )
            .in_set(AppSystems::Decide),
    );
}

/// How long the computer seems to think before each decision.
pub(super) const THINKING_TIME: Duration = Duration::from_millis(600);

/// The computer players of this match, by place.
#[derive(Resource)]
struct ComputerKings {
    players: Vec<Option<Box<dyn Player<Kingdomino>>>>,
    thinking: Timer,
    /// The decision reached, held until the pause is over: asked again each frame, a player
    /// that draws among equals would draw again, and the game would hang on the frame rate.
    decided: Option<Action>,
}

fn seat_computers(mut commands: Commands, game: Res<KingdomMatch>) {
    let players = game
        .seats
        .iter()
        .enumerate()
        .map(|(place, seat)| match seat {
            // Each place its own seed, so two computers of one level still differ.
            Seat::Computer(level) => {
                Some(level.player(game.seed() ^ ((place as u64 + 1) * 0x9E37_79B9)))
            }
            Seat::Human | Seat::Remote => None,
        })
        .collect();
    commands.insert_resource(ComputerKings {
        players,
        thinking: Timer::new(THINKING_TIME, TimerMode::Once),
        decided: None,
    });
}

fn decide(
    time: Res<Time>,
    game: Res<KingdomMatch>,
    mut kings: ResMut<ComputerKings>,
    mut acted: MessageReader<KingdomActed>,
    mut intended: MessageWriter<KingdomIntent>,
    mut keep_drawing: ResMut<KeepDrawing>,
) {
    if acted.read().count() > 0 {
        kings.thinking.reset();
        kings.decided = None;
    }
    let Some(player) = game.game().player_to_act() else {
        return;
    };
    let ComputerKings {
        players,
        thinking,
        decided,
    } = &mut *kings;
    let Some(Some(computer)) = players.get_mut(player.index()) else {
        return;
    };
    keep_drawing.next_frame();
    if decided.is_none() {
        *decided = computer.think(&game.rules, game.game(), thinking_slice(time.delta()));
    }
    let paused = thinking.tick(time.delta()).is_finished();
    if let (Some(action), true) = (*decided, paused) {
        thinking.reset();
        intended.write(KingdomIntent { player, action });
    }
}
