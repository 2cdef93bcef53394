//! Music: the theme on the title and at the game over, the calm loop under the table. The tunes
//! are text files (`music/*.tune.ron`) played by the game's own synthesiser, at the music's own
//! volume, and quieter while the final count is told. A broken tune file is said on the title
//! and the game goes on without it.

use std::sync::Arc;

use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext};
use bevy::audio::{AddAudioSource, AudioSinkPlayback, ChannelCount, SampleRate, Source, Volume};
use bevy::prelude::*;

use crate::app::AppSystems;
use bevy_asset_loader::prelude::*;

use super::files::text_asset::read_text;
use super::player::startup_problems::StartupProblems;
use super::settings::SoundSettings;
use super::states::{Count, Screen};
use kingdomino_core::game_files::tune::{SAMPLE_RATE, Synth, Tune};
use kingdomino_core::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.init_asset::<Music>()
        .register_asset_loader(MusicLoader)
        .add_audio_source::<Music>();
    app.configure_loading_state(
        LoadingStateConfig::new(Screen::Loading).load_collection::<MusicAssets>(),
    );
    app.add_systems(OnExit(Screen::Loading), report_broken_tunes);
    let theme = play(|music| &music.theme, PlaybackSettings::DESPAWN);
    app.add_systems(OnEnter(Screen::Title), theme.clone());
    app.add_systems(OnEnter(Screen::GameOver), theme);
    app.add_systems(
        OnEnter(Screen::Game),
        play(|music| &music.table, PlaybackSettings::LOOP),
    );
    app.add_systems(Update, set_music_volume.in_set(AppSystems::View));
}

/// While the count is told, the music steps back to this share of its volume.
const UNDER_THE_COUNT: f32 = 0.3;

#[derive(AssetCollection, Resource)]
pub struct MusicAssets {
    #[asset(path = "music/table.tune.ron")]
    pub table: Handle<Music>,
    #[asset(path = "music/theme.tune.ron")]
    pub theme: Handle<Music>,
}

/// A tune file as read: the tune, or what is wrong with the file.
#[derive(Asset, TypePath, Debug)]
pub struct Music(Result<Arc<Tune>, String>);

impl Decodable for Music {
    type Decoder = TunePlayer;

    fn decoder(&self) -> TunePlayer {
        TunePlayer(self.0.as_ref().ok().map(|tune| Synth::new(tune)))
    }
}

/// The synthesiser as the audio output hears it; silence for a broken tune.
pub struct TunePlayer(Option<Synth>);

impl Iterator for TunePlayer {
    type Item = f32;

    fn next(&mut self) -> Option<f32> {
        self.0.as_mut()?.next()
    }
}

impl Source for TunePlayer {
    fn current_span_len(&self) -> Option<usize> {
        None
    }

    fn channels(&self) -> ChannelCount {
        ChannelCount::MIN
    }

    fn sample_rate(&self) -> SampleRate {
        SampleRate::new(SAMPLE_RATE).unwrap_or(SampleRate::MIN)
    }

    fn total_duration(&self) -> Option<std::time::Duration> {
        None
    }
}

#[derive(Default, TypePath)]
struct MusicLoader;

impl AssetLoader for MusicLoader {
    type Asset = Music;
    type Settings = ();
    type Error = std::io::Error;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        load_context: &mut LoadContext<'_>,
    ) -> Result<Music, std::io::Error> {
        let (source, text) = read_text(reader, load_context).await?;
        let tune = match text {
            Ok(text) => Tune::from_ron(&text, &source).map(Arc::new),
            Err(problem) => Err(format!("{source}: {problem}")),
        };
        Ok(Music(tune))
    }

    fn extensions(&self) -> &[&str] {
        &["tune.ron"]
    }
}

fn report_broken_tunes(
    loaded: Option<Res<MusicAssets>>,
    tunes: Res<Assets<Music>>,
    mut problems: ResMut<StartupProblems>,
) {
    let Some(loaded) = loaded else {
        return;
    };
    for handle in [&loaded.table, &loaded.theme] {
        if let Some(Music(Err(problem))) = tunes.get(handle) {
            problems.report(Phrase::new("problem-music").with("problem", problem.clone()));
        }
    }
}

/// The music playing now: one piece at a time.
#[derive(Component)]
struct PlayingMusic;

/// A system that plays `tune` in place of the music playing, silent until
/// `set_music_volume` gives it the player's volume on its first frame.
fn play(
    tune: fn(&MusicAssets) -> &Handle<Music>,
    settings: PlaybackSettings,
) -> impl FnMut(Commands, Option<Res<MusicAssets>>, Query<Entity, With<PlayingMusic>>) + Clone {
    move |mut commands, loaded, playing| {
        let Some(loaded) = loaded else {
            return;
        };
        for earlier in &playing {
            commands.entity(earlier).despawn();
        }
        commands.spawn((
            Name::new("Music"),
            PlayingMusic,
            AudioPlayer(tune(&loaded).clone()),
            settings.with_volume(Volume::SILENT),
        ));
    }
}

/// The music's volume from the settings, stepping back under the count.
fn set_music_volume(
    sound: Res<SoundSettings>,
    count: Option<Res<State<Count>>>,
    mut sinks: Query<&mut AudioSink, With<PlayingMusic>>,
) {
    let counting = count.is_some_and(|count| *count.get() == Count::Telling);
    let share = if counting { UNDER_THE_COUNT } else { 1.0 };
    let wanted = Volume::Linear(f32::from(sound.music_volume) / 100.0 * share);
    for mut sink in &mut sinks {
        if sink.volume() != wanted {
            sink.set_volume(wanted);
        }
    }
}
