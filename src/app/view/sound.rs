//! Sound effects: the roll, taking a die, drawing, gaining a power, the score count's ticks.

use bevy::prelude::*;

use crate::app::AppSystems;
use crate::app::assets::SoundAssets;
use crate::app::game::{ActionApplied, PowerGained};
use crate::app::states::Phase;
use crate::rules::Action;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PlaySound>();
    app.add_systems(OnEnter(Phase::Rolling), roll_sound);
    app.add_systems(
        Update,
        (sounds_of_actions, play_sounds)
            .chain()
            .in_set(AppSystems::View),
    );
}

/// A sound to play once.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlaySound {
    Roll,
    Take,
    Draw,
    Power,
    ScoreTick,
}

fn roll_sound(mut sounds: MessageWriter<PlaySound>) {
    sounds.write(PlaySound::Roll);
}

fn sounds_of_actions(
    mut applied: MessageReader<ActionApplied>,
    mut gained: MessageReader<PowerGained>,
    mut sounds: MessageWriter<PlaySound>,
) {
    for ActionApplied { action, .. } in applied.read() {
        let sound = match action {
            Action::TakeDie { .. } | Action::TakeTwoDice { .. } => Some(PlaySound::Take),
            Action::Draw(_) | Action::PlaceCross { .. } => Some(PlaySound::Draw),
            _ => None,
        };
        if let Some(sound) = sound {
            sounds.write(sound);
        }
    }
    if gained.read().count() > 0 {
        sounds.write(PlaySound::Power);
    }
}

fn play_sounds(
    mut commands: Commands,
    mut requests: MessageReader<PlaySound>,
    sounds: Option<Res<SoundAssets>>,
) {
    let Some(sounds) = sounds else {
        requests.clear();
        return;
    };
    for request in requests.read() {
        let source = match request {
            PlaySound::Roll => &sounds.roll,
            PlaySound::Take => &sounds.take,
            PlaySound::Draw => &sounds.draw,
            PlaySound::Power => &sounds.power,
            PlaySound::ScoreTick => &sounds.score_tick,
        };
        commands.spawn((
            Name::new("Sound"),
            AudioPlayer::new(source.clone()),
            PlaybackSettings::DESPAWN,
        ));
    }
}
