//! The computer's seats: each decision comes after a short pause, so a person can follow it.

use std::time::Duration;

use bevy::prelude::*;

use super::{ActionApplied, GameplaySystems, IntendedAction, Match};
use crate::ai::Player;
use crate::app::redraw::KeepDrawing;
use crate::app::states::{Phase, Screen, Seat};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Game),
        seat_computers.after(super::start_match),
    );
    app.add_systems(
        Update,
        decide
            .run_if(in_state(Screen::Game).and_then(resource_exists::<ComputerSeats>))
            .in_set(GameplaySystems),
    );
}

/// How long the computer seems to think before each decision.
const THINKING_TIME: Duration = Duration::from_millis(700);

/// A decision that takes longer makes the game stutter (on the web, the one thread draws
/// nothing while the computer thinks): it is reported.
const DECISION_BUDGET: Duration = Duration::from_millis(50);

/// The computer players of this match, by seat.
#[derive(Resource)]
struct ComputerSeats {
    players: [Option<Box<dyn Player>>; 2],
    thinking: Timer,
}

fn seat_computers(mut commands: Commands, game: Res<Match>) {
    let players = [0usize, 1].map(|seat| match game.seats[seat] {
        // Each seat's own seed, so two computers of one level still differ.
        Seat::Computer(level) => Some(level.player(game.seed ^ ((seat as u64 + 1) * 0x9E37_79B9))),
        Seat::Human => None,
    });
    commands.insert_resource(ComputerSeats {
        players,
        thinking: Timer::new(THINKING_TIME, TimerMode::Once),
    });
}

fn decide(
    time: Res<Time>,
    phase: Res<State<Phase>>,
    game: Res<Match>,
    mut seats: ResMut<ComputerSeats>,
    mut applied: MessageReader<ActionApplied>,
    mut intended: MessageWriter<IntendedAction>,
    mut keep_drawing: ResMut<KeepDrawing>,
) {
    if applied.read().count() > 0 || phase.is_changed() {
        seats.thinking.reset();
    }
    let Some(seat) = game.state.to_act() else {
        return;
    };
    if !phase.get().decides(game.state.step()) {
        return;
    }
    let ComputerSeats { players, thinking } = &mut *seats;
    let Some(player) = players[usize::from(seat)].as_mut() else {
        return;
    };
    keep_drawing.next_frame();
    if !thinking.tick(time.delta()).is_finished() {
        return;
    }
    thinking.reset();
    let started = web_time::Instant::now();
    let action = player.choose(&game.rules, &game.state);
    let took = started.elapsed();
    if took > DECISION_BUDGET {
        warn!(
            "the computer took {} ms to decide, over its budget of {} ms",
            took.as_millis(),
            DECISION_BUDGET.as_millis()
        );
    }
    intended.write(IntendedAction { seat, action });
}
