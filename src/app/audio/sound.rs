//! Sound effects: the roll, taking a die, drawing, gaining a power, the score count's ticks,
//! and the original game's claims, dominoes added and put aside; the roll and the drawing in
//! turns of variants and pitches.

use crate::app::table::{Applied, Told};
use bevy::audio::Volume;
use bevy::prelude::*;
use kingdomino_core::duel::{Duel, Report};
use kingdomino_core::original::{Action as KingdominoAction, Kingdomino};

use crate::app::view::assets::SoundAssets;

use crate::app::settings::SoundSettings;
use crate::app::states::{AppSystems, DuelPhase};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PlaySound>();
    app.add_systems(OnEnter(DuelPhase::Rolling), roll_sound);
    app.add_systems(
        Update,
        (sounds_of_reports, sounds_of_kingdom_actions, play_sounds)
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
    /// The original game's king claiming a domino.
    Claim,
    /// The original game's domino added to a kingdom.
    Lay,
    /// The original game's domino put aside, fitting nowhere: the laying sound, low.
    Discard,
}

fn roll_sound(mut sounds: MessageWriter<PlaySound>) {
    sounds.write(PlaySound::Roll);
}

/// One sound per kind of thing that happened in a frame: the last die given with a pick is
/// heard once, not twice.
fn sounds_of_reports(
    mut reported: MessageReader<Told<Duel>>,
    mut sounds: MessageWriter<PlaySound>,
) {
    let mut heard = Vec::new();
    for report in reported.read().flat_map(|Told(reports)| reports) {
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

/// The original game's sounds: a king set down on the domino it claims, a domino laid in a
/// kingdom (or put aside, fitting nowhere).
fn sounds_of_kingdom_actions(
    mut acted: MessageReader<Applied<Kingdomino>>,
    mut sounds: MessageWriter<PlaySound>,
) {
    for acted in acted.read() {
        sounds.write(match acted.action {
            KingdominoAction::Claim { .. } => PlaySound::Claim,
            KingdominoAction::Place { .. } => PlaySound::Lay,
            KingdominoAction::Discard => PlaySound::Discard,
        });
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::ecs::message::Messages;
    use kingdomino_core::kingdom::Direction;
    use kingdomino_core::table::Place;

    #[test]
    fn the_original_game_s_claims_and_dominoes_have_sounds_of_their_own() {
        let mut app = App::new();
        app.add_message::<Applied<Kingdomino>>()
            .add_message::<PlaySound>();
        app.add_systems(Update, sounds_of_kingdom_actions.in_set(AppSystems::View));
        let place = KingdominoAction::Place {
            first: 40,
            direction: Direction::East,
        };
        for action in [
            KingdominoAction::Claim { slot: 1 },
            place,
            KingdominoAction::Discard,
        ] {
            app.world_mut().write_message(Applied::<Kingdomino> {
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
