//! The pause menu: the game's clock stops and nothing moves until the player resumes.

use bevy::prelude::*;

use crate::app::AppSystems;
use crate::app::choices::{
    Choice, ChoiceMade, Choices, ControlPressed, Focus, Intent, OfferChoices,
};
use crate::app::states::{Pause, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Pause::Paused), (stop_clock, offer_menu));
    app.add_systems(OnExit(Pause::Paused), restart_clock);
    app.add_systems(
        Update,
        (toggle_pause, resume_from_menu)
            .in_set(AppSystems::Decide)
            .run_if(in_state(Screen::Game)),
    );
}

fn stop_clock(mut time: ResMut<Time<Virtual>>) {
    time.pause();
}

fn restart_clock(mut time: ResMut<Time<Virtual>>) {
    time.unpause();
}

fn offer_menu(mut choices: ResMut<Choices>) {
    let mut menu = vec![
        Choice::button(Intent::Resume, "Resume"),
        Choice::button(Intent::AskToLeave, "Back to the title"),
    ];
    if cfg!(not(target_arch = "wasm32")) {
        menu.push(Choice::button(Intent::Quit, "Quit"));
    }
    choices.offer_focused(menu, None, Focus::Choice(0));
}

fn toggle_pause(
    mut pressed: MessageReader<ControlPressed>,
    pause: Res<State<Pause>>,
    mut next: ResMut<NextState<Pause>>,
) {
    if pressed
        .read()
        .any(|control| *control == ControlPressed::Pause)
    {
        next.set(match pause.get() {
            Pause::Running => Pause::Paused,
            Pause::Paused => Pause::Running,
        });
    }
}

fn resume_from_menu(
    mut made: MessageReader<ChoiceMade>,
    mut next: ResMut<NextState<Pause>>,
    mut choices: ResMut<Choices>,
) {
    for ChoiceMade(intent) in made.read() {
        match intent {
            Intent::Resume => next.set(Pause::Running),
            // A game given up cannot come back: the player says so once more.
            Intent::AskToLeave => choices.offer_focused(
                vec![
                    Choice::button(Intent::Resume, "Keep playing"),
                    Choice::button(Intent::ToTitle, "Leave this game"),
                ],
                None,
                Focus::Choice(0),
            ),
            _ => {}
        }
    }
}
