//! Where a picture found by a code comes from (a mod's file or the game's), and the stand-in
//! drawn for one that is missing or cannot be read: the coats' and the terrains' pictures share
//! them.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::coat_stand_in::stand_in_coat_image;

/// The files a picture may come from: a mod's or the game's (the desktop's only; the browser
/// cannot ask whether a file exists).
#[derive(SystemParam)]
pub(crate) struct PictureFiles<'w> {
    server: Res<'w, AssetServer>,
    #[cfg(not(target_arch = "wasm32"))]
    files: Option<Res<'w, super::asset_source::ModdedFiles>>,
    images: ResMut<'w, Assets<Image>>,
}

impl PictureFiles<'_> {
    /// The picture at `path` for the kind of square `code` (`name`, for the warning), or a
    /// stand-in when there is no such file.
    pub(crate) fn load(&mut self, path: String, code: &str, name: &str) -> Handle<Image> {
        #[cfg(target_arch = "wasm32")]
        let exists = true;
        #[cfg(not(target_arch = "wasm32"))]
        let exists = self.files.as_ref().is_none_or(|files| files.has(&path));
        if exists {
            self.server.load(path)
        } else {
            warn!("`{code}` ({name}) has no picture {path}: drawing a stand-in");
            self.images.add(stand_in_coat_image(code))
        }
    }
}

/// Puts a stand-in in place of each picture of `pictures` (by code) among the `failed` loads.
pub(crate) fn stand_in_where_failed<'a>(
    failed: &[AssetId<Image>],
    pictures: impl Iterator<Item = (&'a String, &'a Handle<Image>)>,
    images: &mut Assets<Image>,
) {
    for (code, handle) in pictures {
        if !failed.contains(&handle.id()) {
            continue;
        }
        warn!("the picture of `{code}` could not be read: drawing a stand-in");
        if let Err(error) = images.insert(handle.id(), stand_in_coat_image(code)) {
            warn!("the stand-in for `{code}` could not be placed: {error}");
        }
    }
}
