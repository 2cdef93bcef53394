//! What the original game sounds like: a king set down on the domino it claims, a domino laid
//! in a kingdom, or put aside, fitting nowhere.

use bevy::prelude::*;

use crate::app::audio::{PlaySound, SoundSystems};
use crate::app::states::AppSystems;
use crate::app::table::Applied;
use kingdomino_core::original::{Action, Original};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        sounds_of_actions
            .before(SoundSystems)
            .in_set(AppSystems::View),
    );
}

fn sounds_of_actions(
    mut acted: MessageReader<Applied<Original>>,
    mut sounds: MessageWriter<PlaySound>,
) {
    for acted in acted.read() {
        sounds.write(match acted.action {
            Action::Claim { .. } => PlaySound::Claim,
            Action::Place { .. } => PlaySound::Lay,
            Action::Discard => PlaySound::Discard,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::ecs::message::Messages;
    use kingdomino_core::kingdom::Direction;
    use kingdomino_core::table::Place;

    #[test]
    fn the_original_game_s_claims_and_dominoes_have_sounds_of_their_own() {
        let mut app = App::new();
        app.add_message::<Applied<Original>>()
            .add_message::<PlaySound>();
        app.add_systems(Update, sounds_of_actions.in_set(AppSystems::View));
        let place = Action::Place {
            first: 40,
            direction: Direction::East,
        };
        for action in [Action::Claim { slot: 1 }, place, Action::Discard] {
            app.world_mut().write_message(Applied::<Original> {
                seat: Place::FIRST,
                action,
            });
        }
        app.update();
        let messages = app.world().resource::<Messages<PlaySound>>();
        let heard: Vec<PlaySound> = messages.get_cursor().read(messages).copied().collect();
        assert_eq!(
            heard,
            [PlaySound::Claim, PlaySound::Lay, PlaySound::Discard]
        );
    }
}
