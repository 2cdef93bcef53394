//! Sound effects: the roll, taking a die, drawing, gaining a power, the score count's ticks.

use bevy::prelude::*;

use crate::app::AppSystems;
use crate::app::assets::SoundAssets;
use crate::app::game::Reported;
use crate::app::states::Phase;
use crate::rules::Report;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PlaySound>();
    app.add_systems(OnEnter(Phase::Rolling), roll_sound);
    app.add_systems(
        Update,
        (sounds_of_reports, play_sounds)
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

/// One sound per kind of thing that happened in a frame: the last die given with a pick is
/// heard once, not twice.
fn sounds_of_reports(mut reported: MessageReader<Reported>, mut sounds: MessageWriter<PlaySound>) {
    let mut heard = Vec::new();
    for Reported(report) in reported.read() {
        let sound = match report {
            Report::DieTaken { .. } => PlaySound::Take,
            Report::Drawn { .. } | Report::CrossAdded { .. } => PlaySound::Draw,
            Report::PowerGained { .. } => PlaySound::Power,
            _ => continue,
        };
        if !heard.contains(&sound) {
            heard.push(sound);
            sounds.write(sound);
        }
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
