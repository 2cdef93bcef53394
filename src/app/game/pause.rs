//! The pause menu: the game's clock stops and nothing moves until the player resumes.

use bevy::prelude::*;

use super::Watching;
use kingdomino_core::localization::Phrase;

use crate::app::choices::{Choice, Choices, ControlPressed, Focus, Go, Intent, OfferChoices};
use crate::app::states::AppSystems;
use crate::app::states::{Overlay, Pause, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Pause::Paused), (stop_clock, offer_menu));
    app.add_systems(
        OnEnter(Overlay::Closed),
        offer_menu.run_if(in_state(Pause::Paused)),
    );
    app.add_systems(OnExit(Pause::Paused), restart_clock);
    app.add_systems(
        Update,
        toggle_pause
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

fn offer_menu(mut choices: ResMut<Choices>, watching: Option<Res<Watching>>) {
    let leave = if watching.is_some() {
        Choice::button(Intent::Go(Go::ShowReplays), Phrase::new("replay-leave"))
    } else {
        // The game is saved as it is: Continue on the title plays on.
        Choice::button(Intent::Go(Go::ToTitle), Phrase::new("pause-save-and-leave"))
    };
    let mut menu = vec![
        Choice::button(Intent::Go(Go::Resume), Phrase::new("pause-resume")),
        Choice::button(
            Intent::Go(Go::ShowHowToPlay),
            Phrase::new("menu-how-to-play"),
        ),
        Choice::button(Intent::Go(Go::ShowSettings), Phrase::new("menu-settings")),
        leave,
    ];
    if cfg!(not(target_arch = "wasm32")) {
        menu.push(Choice::button(
            Intent::Go(Go::Quit),
            Phrase::new("menu-quit"),
        ));
    }
    choices.offer_focused(menu, None, Focus::Choice(0));
}

/// Esc or Start: the controls are read in every frame, so a press that closed the settings
/// panel is never read late as one that resumes the game.
fn toggle_pause(
    mut pressed: MessageReader<ControlPressed>,
    pause: Res<State<Pause>>,
    overlay: Res<State<Overlay>>,
    mut next: ResMut<NextState<Pause>>,
) {
    let toggle = pressed
        .read()
        .any(|control| *control == ControlPressed::Pause);
    if toggle && *overlay.get() == Overlay::Closed {
        next.set(match pause.get() {
            Pause::Running => Pause::Paused,
            Pause::Paused => Pause::Running,
        });
    }
}
