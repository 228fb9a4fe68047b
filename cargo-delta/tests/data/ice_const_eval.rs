// An internal compiler error of rustc 1.95 (const evaluation of a pointer
// to a struct with an unsized array field), after two ordinary errors.
/// Names of the groups of a pattern.
pub struct Names {
    pub all: Vec<String>,
}

impl Names {
    pub fn count(&self) -> u32 {
        self.all.len()
    }
}

struct GroupNames([[&'static str]; 1]);

const NO_GROUP_NAMES: &'static GroupNames = &*(&[] as *const GroupNames);

pub fn first(names: &Names) -> Option<&str> {
    names.all.first().map(|s| s.as_str())
}
