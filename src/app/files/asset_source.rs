//! Where the game reads every file from: a mod's file where one replaces it, else the game's own,
//! built into the binary (or, in development builds, read from `assets/` and reloaded when changed).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use bevy::asset::io::{
    AssetReader, AssetReaderError, AssetSourceBuilder, AssetSourceId, PathStream, Reader, VecReader,
};
use bevy::prelude::*;

use kingdomino_core::game_files::mods::{MAX_FILE_BYTES, ModStack, path_key};

/// The files the mods bring, each by the path it replaces: only files that passed their checks.
#[derive(Resource, Clone, Debug, Default)]
pub struct ModdedFiles(Arc<BTreeMap<String, PathBuf>>);

impl ModdedFiles {
    pub fn of(stack: &ModStack) -> ModdedFiles {
        ModdedFiles(Arc::new(stack.files()))
    }

    /// The paths of the files the mods bring.
    pub fn paths(&self) -> impl Iterator<Item = &String> {
        self.0.keys()
    }

    /// Whether the game can read a file at `path`, a mod's or its own.
    pub fn has(&self, path: &str) -> bool {
        self.0.contains_key(path) || kingdomino_core::game_files::base_assets::has(path)
    }
}

/// Makes the modded files the default asset source; must run before `AssetPlugin` is added.
pub fn register(app: &mut App, files: ModdedFiles, mod_folders: Vec<PathBuf>) {
    #[cfg(feature = "dev")]
    let source = {
        let watched: Vec<PathBuf> = std::iter::once(assets_folder())
            .chain(mod_folders)
            .collect();
        AssetSourceBuilder::new(move || Box::new(ModdedReader::new(files.clone()))).with_watcher(
            move |sender| {
                let watchers = watched
                    .iter()
                    .filter_map(|folder| {
                        bevy::asset::io::file::FileWatcher::new(
                            folder.clone(),
                            sender.clone(),
                            std::time::Duration::from_millis(300),
                        )
                        .inspect_err(|error| warn!("cannot watch {}: {error}", folder.display()))
                        .ok()
                    })
                    .collect();
                Some(Box::new(FolderWatchers {
                    _watching: watchers,
                }))
            },
        )
    };
    #[cfg(not(feature = "dev"))]
    let source = {
        // Only development builds watch the folders.
        let _ = mod_folders;
        AssetSourceBuilder::new(move || Box::new(ModdedReader::new(files.clone())))
    };
    app.register_asset_source(AssetSourceId::Default, source);
}

#[cfg(feature = "dev")]
fn assets_folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets")
}

/// The game's folder and each mod's, watched for as long as this lives.
#[cfg(feature = "dev")]
struct FolderWatchers {
    _watching: Vec<bevy::asset::io::file::FileWatcher>,
}

#[cfg(feature = "dev")]
impl bevy::asset::io::AssetWatcher for FolderWatchers {}

struct ModdedReader {
    files: ModdedFiles,
    #[cfg(feature = "dev")]
    folder: bevy::asset::io::file::FileAssetReader,
}

impl ModdedReader {
    fn new(files: ModdedFiles) -> ModdedReader {
        ModdedReader {
            files,
            #[cfg(feature = "dev")]
            folder: bevy::asset::io::file::FileAssetReader::new(assets_folder()),
        }
    }

    async fn read_own<'a>(
        &'a self,
        path: &'a Path,
        key: &str,
    ) -> Result<Box<dyn Reader + 'a>, AssetReaderError> {
        #[cfg(feature = "dev")]
        {
            let _ = key;
            Ok(Box::new(self.folder.read(path).await?))
        }
        #[cfg(not(feature = "dev"))]
        match kingdomino_core::game_files::base_assets::file(key) {
            Some(bytes) => Ok(Box::new(bevy::asset::io::SliceReader::new(bytes))),
            None => Err(AssetReaderError::NotFound(path.to_path_buf())),
        }
    }
}

impl AssetReader for ModdedReader {
    async fn read<'a>(&'a self, path: &'a Path) -> Result<impl Reader + 'a, AssetReaderError> {
        let key = path_key(path).ok_or_else(|| AssetReaderError::NotFound(path.to_path_buf()))?;
        if let Some(file) = self.files.0.get(&key) {
            // Checked when the game started; the size again, in case the file grew since.
            let too_big =
                std::fs::metadata(file).is_ok_and(|metadata| metadata.len() > MAX_FILE_BYTES);
            match std::fs::read(file) {
                Ok(bytes) if !too_big => {
                    return Ok(Box::new(VecReader::new(bytes)) as Box<dyn Reader>);
                }
                Ok(_) => warn!(
                    "{}: has grown over the size a mod's file may be; using the game's own",
                    file.display()
                ),
                Err(error) => warn!("{}: {error}; using the game's own", file.display()),
            }
        }
        self.read_own(path, &key).await
    }

    async fn read_meta<'a>(&'a self, path: &'a Path) -> Result<impl Reader + 'a, AssetReaderError> {
        // The game ships no `.meta` files and never asks for one (see `AssetMetaCheck::Never`).
        Err::<VecReader, _>(AssetReaderError::NotFound(path.to_path_buf()))
    }

    async fn read_directory<'a>(
        &'a self,
        path: &'a Path,
    ) -> Result<Box<PathStream>, AssetReaderError> {
        Err(AssetReaderError::NotFound(path.to_path_buf()))
    }

    async fn is_directory<'a>(&'a self, _path: &'a Path) -> Result<bool, AssetReaderError> {
        Ok(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(reader: &ModdedReader, path: &str) -> Option<Vec<u8>> {
        bevy::tasks::block_on(async {
            let mut file = reader.read(Path::new(path)).await.ok()?;
            let mut bytes = Vec::new();
            file.read_to_end(&mut bytes).await.ok()?;
            Some(bytes)
        })
    }

    fn game_file(path: &str) -> Vec<u8> {
        std::fs::read(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("assets")
                .join(path),
        )
        .unwrap()
    }

    #[test]
    fn a_mods_file_wins_over_the_games_own_and_nothing_outside_is_read() {
        let folder =
            std::env::temp_dir().join(format!("kingdomino-duel-source-{}", std::process::id()));
        std::fs::create_dir_all(folder.join("images")).unwrap();
        let replacement = game_file("images/coat-d.png");
        std::fs::write(folder.join("images/castle.png"), &replacement).unwrap();
        std::fs::write(folder.join("images/cross.png"), "broken").unwrap();
        let reader = ModdedReader::new(ModdedFiles::of(&ModStack::open(std::slice::from_ref(
            &folder,
        ))));

        assert_eq!(read(&reader, "images/castle.png"), Some(replacement));
        // The broken file was left out when the mod was checked: the game's own stands.
        assert_eq!(
            read(&reader, "images/cross.png"),
            Some(game_file("images/cross.png"))
        );
        assert_eq!(
            read(&reader, "sounds/roll.wav"),
            Some(game_file("sounds/roll.wav"))
        );
        for outside in [
            "../Cargo.toml",
            "images/../../Cargo.toml",
            "/etc/hostname",
            "images/../images/castle.png",
            "images/missing.png",
        ] {
            assert_eq!(read(&reader, outside), None, "{outside}");
        }
        std::fs::remove_dir_all(folder).unwrap();
    }
}
