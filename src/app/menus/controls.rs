//! The Controls panel: every action with its keys and gamepad buttons. Choosing one waits for
//! the next key or button pressed, which then does that action alone on its device; keys bound
//! twice are named, and the defaults come back with one button.

use bevy::input::gamepad::Gamepad;
use bevy::prelude::*;

use crate::app::language::Localized;
use kingdomino_core::localization::Phrase;

use super::panel::{panel_choices, panel_frame};
use crate::app::choices::{
    Choice, ChoiceMade, Choices, ControlPressed, ControlsChoice, Focus, Go, Intent, OfferChoices,
};
use crate::app::input::GameAction;
use crate::app::settings::bindings::{Bindings, Device};
use crate::app::states::AppSystems;
use crate::app::states::Overlay;
use crate::app::theme;

pub(super) fn plugin(app: &mut App) {
    // One panel while the player moves between the list and capturing a key.
    for shown in [Overlay::Controls, Overlay::Rebinding] {
        app.add_systems(
            OnEnter(shown),
            spawn_panel.run_if(not(any_with_component::<ControlsPanel>)),
        );
    }
    for hidden in [Overlay::Settings, Overlay::Closed] {
        app.add_systems(OnEnter(hidden), despawn_panel);
    }
    app.add_systems(
        Update,
        (
            capture_new_binding
                .run_if(in_state(Overlay::Rebinding))
                .in_set(AppSystems::ReadInput),
            // Runs in every state, so choices made elsewhere are never read late here.
            (
                choose_in_controls,
                offer_controls.run_if(in_state(Overlay::Controls)),
            )
                .chain()
                .in_set(AppSystems::Decide),
            show_waiting_and_conflicts
                .run_if(in_state(Overlay::Controls).or_else(in_state(Overlay::Rebinding)))
                .in_set(AppSystems::View),
        ),
    );
}

/// The action waiting for its new key or button.
#[derive(Resource, Clone, Copy, Debug)]
pub struct Rebinding(pub GameAction);

#[derive(Component)]
struct ControlsPanel;

/// What the panel says under the list: the action waiting, or the conflicts.
#[derive(Component)]
struct ControlsNote;

fn despawn_panel(mut commands: Commands, panels: Query<Entity, With<ControlsPanel>>) {
    for panel in &panels {
        commands.entity(panel).despawn();
    }
}

fn spawn_panel(mut commands: Commands) {
    commands.spawn((
        panel_frame("Controls panel"),
        ControlsPanel,
        children![
            theme::label(Phrase::new("controls-heading"), 44.0),
            panel_choices("Controls choices"),
            (
                ControlsNote,
                theme::coloured_label(Phrase::Empty, 18.0, theme::ILLEGAL),
                Node {
                    min_height: px(24),
                    ..default()
                }
            ),
            theme::hint(Phrase::new("controls-hint")),
        ],
    ));
}

fn binding_line(bindings: &Bindings, action: GameAction) -> Phrase {
    Phrase::new("controls-binding")
        .with("action", action.name())
        .with(
            "keys",
            Phrase::list(bindings.names(Device::Keyboard, action)),
        )
        .with(
            "buttons",
            Phrase::list(bindings.names(Device::Gamepad, action)),
        )
}

fn offer_controls(mut choices: ResMut<Choices>, bindings: Res<Bindings>) {
    let mut list: Vec<Choice> = GameAction::ALL
        .into_iter()
        .map(|action| {
            Choice::button(
                Intent::Controls(ControlsChoice::Rebind(action)),
                binding_line(&bindings, action),
            )
        })
        .collect();
    list.push(Choice::button(
        Intent::Controls(ControlsChoice::Reset),
        Phrase::new("controls-reset"),
    ));
    list.push(Choice::button(
        Intent::Go(Go::ShowSettings),
        Phrase::new("menu-back"),
    ));
    let focus = if matches!(choices.list().first(), Some(choice) if matches!(choice.intent, Intent::Controls(ControlsChoice::Rebind(_))))
    {
        choices.focus()
    } else {
        Focus::Choice(0)
    };
    choices.offer_focused(list, None, focus);
}

fn choose_in_controls(
    mut commands: Commands,
    mut made: MessageReader<ChoiceMade>,
    mut pressed: MessageReader<ControlPressed>,
    overlay: Res<State<Overlay>>,
    mut bindings: ResMut<Bindings>,
    mut next: ResMut<NextState<Overlay>>,
) {
    let backing_out = pressed
        .read()
        .any(|control| matches!(control, ControlPressed::Cancel | ControlPressed::Pause));
    if *overlay.get() != Overlay::Controls {
        made.clear();
        return;
    }
    for ChoiceMade(intent) in made.read() {
        let Intent::Controls(choice) = *intent else {
            continue;
        };
        match choice {
            ControlsChoice::Rebind(action) => {
                commands.insert_resource(Rebinding(action));
                next.set(Overlay::Rebinding);
            }
            ControlsChoice::Reset => {
                bindings.set_if_neq(Bindings::default());
            }
        }
    }
    if backing_out {
        next.set(Overlay::Settings);
    }
}

/// The first key or gamepad button pressed is the action's new one; a mouse click leaves the
/// bindings as they were. The controls do nothing else meanwhile (the overlay's state stops
/// them), so the key pressed does not also act.
fn capture_new_binding(
    mut commands: Commands,
    waiting: Option<Res<Rebinding>>,
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    gamepads: Query<&Gamepad>,
    mut bindings: ResMut<Bindings>,
    mut next: ResMut<NextState<Overlay>>,
) {
    let Some(Rebinding(action)) = waiting.as_deref().copied() else {
        next.set(Overlay::Controls);
        return;
    };
    let key = keys.get_just_pressed().next().copied();
    let button = gamepads
        .iter()
        .find_map(|gamepad| gamepad.get_just_pressed().next().copied());
    let done = match (key, button) {
        (Some(key), _) => {
            bindings.bind_key(action, key);
            true
        }
        (None, Some(button)) => {
            bindings.bind_button(action, button);
            true
        }
        (None, None) => mouse.get_just_pressed().next().is_some(),
    };
    if done {
        commands.remove_resource::<Rebinding>();
        next.set(Overlay::Controls);
    }
}

fn show_waiting_and_conflicts(
    waiting: Option<Res<Rebinding>>,
    bindings: Res<Bindings>,
    mut notes: Query<&mut Localized, With<ControlsNote>>,
) {
    let note = match waiting.as_deref() {
        Some(Rebinding(action)) => Phrase::new("controls-waiting").with("action", action.name()),
        None => Phrase::lines(bindings.conflicts()),
    };
    for mut text in &mut notes {
        text.set_if_neq(Localized(note.clone()));
    }
}
