//! The simulated player's devices: keys pressed and typed as the window reports them, and
//! gamepads' buttons and sticks as gilrs reports them.

use bevy::input::ButtonState;
use bevy::input::gamepad::{
    GamepadConnection, GamepadConnectionEvent, RawGamepadAxisChangedEvent,
    RawGamepadButtonChangedEvent, RawGamepadEvent,
};
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey, NativeKeyCode};
use bevy::prelude::*;
use kingdomino_duel::app::states::Pause;

/// Which device the simulated player uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Device {
    Gamepad,
    Keyboard,
}

#[derive(Clone, Copy)]
pub enum Control {
    Up,
    Down,
    Left,
    Right,
    Confirm,
    Rotate,
    Switch,
    Cancel,
    Pause,
    Hint,
}

impl Device {
    pub fn press(self, app: &mut App, control: Control) {
        let world = app.world_mut();
        match self {
            Device::Gamepad => {
                let button = match control {
                    Control::Up => GamepadButton::DPadUp,
                    Control::Down => GamepadButton::DPadDown,
                    Control::Left => GamepadButton::DPadLeft,
                    Control::Right => GamepadButton::DPadRight,
                    Control::Confirm => GamepadButton::South,
                    Control::Rotate => GamepadButton::RightTrigger,
                    Control::Switch => GamepadButton::North,
                    Control::Cancel => GamepadButton::East,
                    Control::Pause => GamepadButton::Start,
                    Control::Hint => GamepadButton::West,
                };
                gamepad_button(world, button, 1.0);
                app.update();
                gamepad_button(app.world_mut(), button, 0.0);
                app.update();
            }
            Device::Keyboard => {
                let key = match control {
                    Control::Up => KeyCode::ArrowUp,
                    Control::Down => KeyCode::ArrowDown,
                    Control::Left => KeyCode::ArrowLeft,
                    Control::Right => KeyCode::ArrowRight,
                    Control::Confirm => KeyCode::Enter,
                    Control::Rotate => KeyCode::KeyR,
                    Control::Switch => KeyCode::Tab,
                    Control::Cancel => KeyCode::Backspace,
                    Control::Pause => KeyCode::Escape,
                    Control::Hint => KeyCode::KeyH,
                };
                tap(app, key);
            }
        }
    }
}

/// Presses and releases a key, a frame each.
pub fn tap(app: &mut App, key: KeyCode) {
    keyboard_key(app.world_mut(), key, ButtonState::Pressed);
    app.update();
    keyboard_key(app.world_mut(), key, ButtonState::Released);
    app.update();
}

/// Types `text` a character a frame, as the window says each key: its key (where a QWERTY
/// keyboard has it) and the character.
pub fn type_text(app: &mut App, text: &str) {
    for character in text.chars() {
        type_on(app, key_of(character), &character.to_string());
    }
}

/// The key at `key_code` is pressed and released, and the layout makes `text` of it (an AZERTY
/// keyboard's key at QWERTY's Q makes "a", its digit row "&" unshifted).
pub fn type_on(app: &mut App, key_code: KeyCode, text: &str) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code,
            logical_key: Key::Character(text.into()),
            state,
            text: Some(text.into()),
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        app.update();
    }
}

/// The key a letter or digit is typed with (as on a QWERTY keyboard); others have none.
pub fn key_of(character: char) -> KeyCode {
    match character.to_ascii_uppercase() {
        '0' => KeyCode::Digit0,
        '1' => KeyCode::Digit1,
        '2' => KeyCode::Digit2,
        '3' => KeyCode::Digit3,
        '4' => KeyCode::Digit4,
        '5' => KeyCode::Digit5,
        '6' => KeyCode::Digit6,
        '7' => KeyCode::Digit7,
        '8' => KeyCode::Digit8,
        '9' => KeyCode::Digit9,
        letter if letter.is_ascii_uppercase() => {
            let index = (letter as u8 - b'A') as usize;
            [
                KeyCode::KeyA,
                KeyCode::KeyB,
                KeyCode::KeyC,
                KeyCode::KeyD,
                KeyCode::KeyE,
                KeyCode::KeyF,
                KeyCode::KeyG,
                KeyCode::KeyH,
                KeyCode::KeyI,
                KeyCode::KeyJ,
                KeyCode::KeyK,
                KeyCode::KeyL,
                KeyCode::KeyM,
                KeyCode::KeyN,
                KeyCode::KeyO,
                KeyCode::KeyP,
                KeyCode::KeyQ,
                KeyCode::KeyR,
                KeyCode::KeyS,
                KeyCode::KeyT,
                KeyCode::KeyU,
                KeyCode::KeyV,
                KeyCode::KeyW,
                KeyCode::KeyX,
                KeyCode::KeyY,
                KeyCode::KeyZ,
            ][index]
        }
        _ => KeyCode::Unidentified(NativeKeyCode::Unidentified),
    }
}

/// A key goes down or up, as the window would say.
fn keyboard_key(world: &mut World, key_code: KeyCode, state: ButtonState) {
    world.write_message(KeyboardInput {
        key_code,
        logical_key: Key::Unidentified(NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
}

/// The test's gamepad's left stick leans along its x axis by `value` (-1 to 1).
pub fn left_stick_x(app: &mut App, value: f32) {
    let world = app.world_mut();
    let gamepad = the_gamepad(world);
    world.write_message(RawGamepadEvent::Axis(RawGamepadAxisChangedEvent::new(
        gamepad,
        GamepadAxis::LeftStickX,
        value,
    )));
    app.update();
}

/// A gamepad is plugged in, as gilrs would say; its entity.
pub fn connect_gamepad(app: &mut App, name: &str) -> Entity {
    let gamepad = app.world_mut().spawn_empty().id();
    app.world_mut()
        .resource_mut::<Messages<GamepadConnectionEvent>>()
        .write(GamepadConnectionEvent {
            gamepad,
            connection: GamepadConnection::Connected {
                name: name.into(),
                vendor_id: None,
                product_id: None,
            },
        });
    app.update();
    gamepad
}

/// The gamepads plugged in, the first first (entities made earlier have lower indices).
pub fn gamepads(app: &mut App) -> Vec<Entity> {
    let world = app.world_mut();
    let mut pads: Vec<Entity> = world
        .query_filtered::<Entity, With<Gamepad>>()
        .iter(world)
        .collect();
    pads.sort_by_key(|pad| pad.index_u32());
    pads
}

/// The first gamepad plugged in: the one `Device::Gamepad` presses.
fn the_gamepad(world: &mut World) -> Entity {
    world
        .query_filtered::<Entity, With<Gamepad>>()
        .iter(world)
        .min_by_key(|pad| pad.index_u32())
        .expect("the test's gamepad is connected")
}

/// A button of the test's gamepad moves to `value` (1 pressed, 0 released), as gilrs would say.
fn gamepad_button(world: &mut World, button: GamepadButton, value: f32) {
    let gamepad = the_gamepad(world);
    button_of(world, gamepad, button, value);
}

fn button_of(world: &mut World, gamepad: Entity, button: GamepadButton, value: f32) {
    world.write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(
        gamepad, button, value,
    )));
}

/// Presses and releases a button of this gamepad, a frame each.
pub fn press_on(app: &mut App, gamepad: Entity, button: GamepadButton) {
    button_of(app.world_mut(), gamepad, button, 1.0);
    app.update();
    button_of(app.world_mut(), gamepad, button, 0.0);
    app.update();
}
