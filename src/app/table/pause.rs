//! The pause menu over any game's table: the game's clock stops and nothing moves until the
//! player resumes; How to play (the game's own pages), the settings, and a way out that says
//! whether the game is kept.

use bevy::prelude::*;

use super::autosave::SavesFailing;
use super::{Match, TableApp, game_id, screen};
use crate::app::choices::{Choice, Choices, ControlPressed, Focus, Go, Intent, OfferChoices};
use crate::app::states::{AppSystems, Overlay, Pause};
use kingdomino_core::localization::Phrase;

/// What every table's pause shares: the clock, and the key that pauses and resumes.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PauseNote>();
    app.add_systems(OnEnter(Pause::Paused), stop_clock);
    app.add_systems(OnExit(Pause::Paused), restart_clock);
    app.add_systems(
        Update,
        toggle_pause
            .in_set(AppSystems::Decide)
            .run_if(resource_exists::<State<Pause>>),
    );
}

/// The menu of game `G`'s table.
pub(super) fn menu_plugin<G: TableApp>(app: &mut App) {
    app.add_systems(
        OnEnter(Pause::Paused),
        offer_menu::<G>.run_if(in_state(screen::<G>())),
    );
    app.add_systems(
        OnEnter(Overlay::Closed),
        offer_menu::<G>.run_if(in_state(Pause::Paused).and_then(in_state(screen::<G>()))),
    );
}

fn stop_clock(mut time: ResMut<Time<Virtual>>) {
    time.pause();
}

fn restart_clock(mut time: ResMut<Time<Virtual>>) {
    time.unpause();
}

/// What the pause menu says of the game: whether it is kept.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct PauseNote(pub Phrase);

fn offer_menu<G: TableApp>(
    mut choices: ResMut<Choices>,
    mut note: ResMut<PauseNote>,
    game: Option<Res<Match<G>>>,
    failing: Res<SavesFailing>,
) {
    let watched = game.as_ref().is_some_and(|game| game.watched);
    let played_here = !watched && game.as_ref().is_some_and(|game| game.has_a_person());
    let kept = played_here && !failing.0;
    let leave = match (watched, kept) {
        (true, _) => Choice::button(Intent::Go(Go::ShowReplays), Phrase::new("replay-leave")),
        // The game is saved as it is: Continue on the title plays on.
        (false, true) => {
            Choice::button(Intent::Go(Go::ToTitle), Phrase::new("pause-save-and-leave"))
        }
        (false, false) => Choice::button(Intent::Go(Go::ToTitle), Phrase::new("pause-leave")),
    };
    let said = match (kept, played_here) {
        (true, _) => "pause-saved-note",
        (false, true) => "notice-not-saved",
        (false, false) => "pause-unkept-note",
    };
    note.set_if_neq(PauseNote(Phrase::new(said)));
    let mut menu = vec![
        Choice::button(Intent::Go(Go::Resume), Phrase::new("pause-resume")),
        Choice::button(
            Intent::Go(Go::ShowHowToPlay(game_id::<G>())),
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
