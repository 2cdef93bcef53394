//! Sound effects, as the games ask for them: the roll, taking a die, drawing, gaining a power,
//! the score count's ticks, a claim, a domino added or put aside; the frequent ones in turns of
//! variants and pitches.

use bevy::audio::Volume;
use bevy::prelude::*;

use crate::app::view::assets::SoundAssets;

use crate::app::settings::SoundSettings;
use crate::app::states::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PlaySound>();
    app.add_systems(
        Update,
        play_sounds.in_set(SoundSystems).in_set(AppSystems::View),
    );
}

/// The sounds asked for in a frame are played after every game's views asked for theirs.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SoundSystems;

/// A sound to play once.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlaySound {
    Roll,
    Take,
    Draw,
    Power,
    ScoreTick,
    /// The original game's king claiming a domino.
    Claim,
    /// The original game's domino added to a kingdom.
    Lay,
    /// The original game's domino put aside, fitting nowhere: the laying sound, low.
    Discard,
}

/// How many sounds were played: the variants of a frequent one are taken in turn.
#[derive(Default)]
struct SoundsPlayed(usize);

/// Each variant a little higher or lower, so even a sound heard twice running differs.
const PITCHES: [f32; 5] = [1.0, 0.94, 1.05, 0.97, 1.03];
/// A domino put aside sounds lower than one laid, below every variant of it.
const DISCARD_PITCH: f32 = 0.7;

fn play_sounds(
    mut commands: Commands,
    mut requests: MessageReader<PlaySound>,
    sounds: Option<Res<SoundAssets>>,
    settings: Res<SoundSettings>,
    mut played: Local<SoundsPlayed>,
) {
    // Each effect at the volume of the moment it starts: they are short.
    let volume = Volume::Linear(f32::from(settings.effects_volume) / 100.0);
    let Some(sounds) = sounds else {
        requests.clear();
        return;
    };
    for request in requests.read() {
        let turn = played.0;
        played.0 += 1;
        let in_turn = |variants: &[Handle<AudioSource>]| {
            variants
                .get(turn % variants.len().max(1))
                .cloned()
                .unwrap_or_default()
        };
        let (source, speed) = match request {
            PlaySound::Roll => (in_turn(&sounds.roll), PITCHES[turn % PITCHES.len()]),
            PlaySound::Take => (sounds.take.clone(), 1.0),
            PlaySound::Draw => (in_turn(&sounds.draw), PITCHES[turn % PITCHES.len()]),
            PlaySound::Power => (sounds.power.clone(), 1.0),
            PlaySound::ScoreTick => (sounds.score_tick.clone(), 1.0),
            PlaySound::Claim => (sounds.claim.clone(), PITCHES[turn % PITCHES.len()]),
            PlaySound::Lay => (sounds.lay.clone(), PITCHES[turn % PITCHES.len()]),
            PlaySound::Discard => (sounds.lay.clone(), DISCARD_PITCH),
        };
        commands.spawn((
            Name::new("Sound"),
            AudioPlayer::new(source),
            PlaybackSettings::DESPAWN
                .with_volume(volume)
                .with_speed(speed),
        ));
    }
}
