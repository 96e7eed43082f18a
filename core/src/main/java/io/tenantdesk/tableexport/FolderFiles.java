package io.tenantdesk.tableexport;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** An export copied to a folder (e.g. with {@code aws s3 sync}): manifests at the top, data files in {@code data/}. */
public final class FolderFiles implements ExportFiles {

    private final Path folder;

    public FolderFiles(Path folder) {
        this.folder = folder;
    }

    @Override
    public InputStream open(String path) throws IOException {
        try {
            return Files.newInputStream(folder.resolve(path));
        } catch (NoSuchFileException e) {
            throw new ExportException(name(path) + ": no such file", e);
        }
    }

    @Override
    public String name(String path) {
        return folder.resolve(path).toString();
    }

    @Override
    public String location() {
        return folder.toString();
    }
}
