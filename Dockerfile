# Chapter in Node's Debian image, from the release archive (docs/operations.md "Deploy"). From the repository's
# root, after `npm run release`:
#   docker build --build-arg ARCHIVE=release/chapter-3.1.0-linux-x64-node115.tar.gz -t chapter:3.1.0 .
# The base image's Node major must be the one the archive was packed with (its SQLite addon is compiled for one
# Node ABI: the archive's name says which; 115 is Node 20). CI runs every RUN and the CMD below on the unpacked
# archive (scripts/check-release.ts); no image is built there (docs/decisions/0014-release-archive.md).
FROM node:20-bookworm-slim
ARG ARCHIVE
COPY ${ARCHIVE} /tmp/chapter.tar.gz
WORKDIR /app
RUN tar -xzf /tmp/chapter.tar.gz --strip-components=1 --no-same-owner && rm /tmp/chapter.tar.gz
RUN node scripts/release-check.mjs
# The server keeps its SQLite file, Web Push keys and generated secret in DATA_DIR: writable by the app's user (uid 1000, node).
RUN mkdir -p /data && chown 1000:1000 /data
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
USER node
EXPOSE 3000
VOLUME /data
CMD ["node", "scripts/run.mjs", "main"]
